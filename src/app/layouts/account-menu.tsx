import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentProfile } from '@/lib/auth';
import { accountItems, type NavBadges, navTarget } from './nav-items';
import { useNavViewer } from './use-nav-viewer';

// The focus outline is drawn inside: the rounded list clips anything outside its rows.
const rowClass =
  'flex min-h-12 items-center gap-3 px-4 py-3 text-[0.95rem] font-medium text-zinc-100 hover:bg-zinc-800/60 focus-visible:-outline-offset-2';

function ProfileCard() {
  const profile = useCurrentProfile();
  const data = profile.data;
  if (!data) {
    return profile.isPending ? <Skeleton className="h-[4.5rem] w-full rounded-2xl" /> : null;
  }
  return (
    <Link
      to={paths.profileOf(data.username)}
      className="flex items-center gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-3 hover:bg-zinc-800/60"
    >
      <Avatar avatarUrl={data.avatar_url} username={data.username} name={data.name} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-white">{data.name || `@${data.username}`}</span>
        <span className="block truncate text-sm text-zinc-400">@{data.username} · Your profile</span>
      </span>
      <ChevronRightIcon className="size-4 shrink-0 text-zinc-400" />
    </Link>
  );
}

/**
 * The phone's way to everything the bottom bar does not carry (issue 28): the Settings tab (the
 * avatar) opens on the viewer's profile and their wallet, subscriptions, notifications, following and
 * what their role adds, with the same live badges as the side navigation, which replaces it from `lg`.
 */
export function AccountMenu({ badges = {} }: { badges?: NavBadges }) {
  const items = accountItems(useNavViewer());
  return (
    <nav aria-label="Your account" className="space-y-3 p-4 pb-1 lg:hidden">
      <ProfileCard />
      <ul className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/60">
        {items.map((entry) => {
          const { id, label, icon: Icon } = entry;
          return (
            <li key={id}>
              <Link to={navTarget(entry)} className={rowClass}>
                <Icon className="size-5 shrink-0 text-zinc-400" />
                <span className="flex-1">{label}</span>
                {badges[id]}
                <ChevronRightIcon className="size-4 shrink-0 text-zinc-400" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
