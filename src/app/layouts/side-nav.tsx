import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import { LogOutIcon, SettingsIcon, SparklesIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useCurrentProfile, useSignOut } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { isCurrentEntry, type NavBadges, navTarget, sideNavItems } from './nav-items';
import { useNavViewer } from './use-nav-viewer';
import { UserCard } from './user-card';

const itemClass = (isActive: boolean) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-xl px-3 text-[0.95rem] font-medium transition-colors',
    isActive ? 'bg-brand-600/15 text-white' : 'text-zinc-300 hover:bg-zinc-900 hover:text-white',
  );

/**
 * Profile is the viewer's own profile only (issue 14 §8): `/profile`, or their handle's page, never
 * someone else's `/profile/@handle`, which a prefix match would also highlight.
 */
function useIsOwnProfile(): boolean {
  const { pathname } = useLocation();
  const username = useCurrentProfile().data?.username;
  if (pathname === paths.profile) return true;
  if (!username) return false;
  return decodeURIComponent(pathname).toLowerCase() === `${paths.profile}/@${username.toLowerCase()}`;
}

/** `badges`: live badges by entry, composed by the layout (unread counts, balances). */
export function SideNav({ badges = {} }: { badges?: NavBadges }) {
  const signOut = useSignOut();
  const isOwnProfile = useIsOwnProfile();
  const { pathname, hash } = useLocation();
  const items = sideNavItems(useNavViewer());
  return (
    <div className="flex h-full flex-col gap-5 overflow-y-auto px-4 py-5">
      <Link to={paths.home} className="w-fit rounded-lg px-2">
        <Logo />
        <span className="sr-only">Velvet home</span>
      </Link>
      <UserCard />
      <nav aria-label="Main" className="flex-1">
        <ul className="space-y-1">
          {items.map((entry) => {
            const { id, label, icon: Icon, end = false } = entry;
            const isCurrent =
              id === 'profile'
                ? isOwnProfile
                : matchPath({ path: entry.to, end }, pathname) !== null && isCurrentEntry(entry, items, hash);
            return (
              <li key={id}>
                <Link
                  to={navTarget(entry)}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={itemClass(isCurrent)}
                >
                  <Icon className={cn('size-5', isCurrent ? 'text-brand-400' : 'text-zinc-400')} />
                  <span className="flex-1">{label}</span>
                  {badges[id]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-zinc-800 pt-4">
        <NavLink to={paths.settings} className={({ isActive }) => itemClass(isActive)}>
          <SettingsIcon className="size-5 text-zinc-400" />
          Settings
        </NavLink>
        <NavLink to={paths.whatsNew} className={({ isActive }) => itemClass(isActive)}>
          <SparklesIcon className="size-5 text-zinc-400" />
          What&apos;s new
        </NavLink>
        <button
          type="button"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          className={cn(itemClass(false), 'w-full')}
        >
          <LogOutIcon className="size-5 text-zinc-400" />
          {signOut.isPending ? 'Logging out...' : 'Log out'}
        </button>
      </div>
    </div>
  );
}
