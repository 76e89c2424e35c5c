import { NavLink } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useCurrentProfile } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { bottomNavItems, type NavBadges } from './nav-items';

const itemClass = (isActive: boolean) =>
  cn(
    'relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[0.7rem] font-medium',
    isActive ? 'text-white' : 'text-zinc-400 hover:text-zinc-200',
  );

/**
 * `badges`: live badges over the tabs' icons by entry (the unread chats on Chats), composed by the
 * layout. They come after the label in the page, so a tab's name is "Chats 2 unread".
 */
export function BottomNav({ badges = {} }: { badges?: NavBadges }) {
  const profile = useCurrentProfile();
  const data = profile.data;
  return (
    <nav
      aria-label="Main"
      className="border-t border-zinc-800 bg-zinc-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-lg items-stretch px-1">
        {bottomNavItems.map(({ id, label, to, icon: Icon, end }) => (
          <li key={id} className="flex flex-1">
            <NavLink to={to} end={end} className={({ isActive }) => itemClass(isActive)}>
              {({ isActive }) => (
                <>
                  <Icon className={cn('size-6', isActive && 'text-brand-400')} />
                  {label}
                  {badges[id]}
                </>
              )}
            </NavLink>
          </li>
        ))}
        <li className="flex flex-1">
          <NavLink to={paths.settings} className={({ isActive }) => itemClass(isActive)}>
            {({ isActive }) => (
              <>
                {/* Spec §2: the user's avatar, else two capital letters of the name, else UP. */}
                <Avatar
                  avatarUrl={data?.avatar_url}
                  username={data?.username}
                  name={data?.name}
                  size="xs"
                  className={cn('ring-2', isActive ? 'ring-brand-400' : 'ring-transparent')}
                />
                Settings
              </>
            )}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
