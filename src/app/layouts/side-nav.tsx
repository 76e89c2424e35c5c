import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LogOutIcon, SettingsIcon, SparklesIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useCurrentProfile, useSignOut } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { sideNavItems } from './nav-items';
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

/** `badges`: live badges by route, composed by the layout (e.g. unread notifications). */
export function SideNav({ badges = {} }: { badges?: Readonly<Record<string, ReactNode>> }) {
  const signOut = useSignOut();
  const isOwnProfile = useIsOwnProfile();
  return (
    <div className="flex h-full flex-col gap-5 overflow-y-auto px-4 py-5">
      <Link to={paths.home} className="w-fit rounded-lg px-2">
        <Logo />
        <span className="sr-only">Velvet home</span>
      </Link>
      <UserCard />
      <nav aria-label="Main" className="flex-1">
        <ul className="space-y-1">
          {sideNavItems.map(({ label, to, icon: Icon, end, badge }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) => itemClass(to === paths.profile ? isOwnProfile : isActive)}
              >
                {({ isActive: isPathActive }) => {
                  const isActive = to === paths.profile ? isOwnProfile : isPathActive;
                  return (
                    <>
                      <Icon className={cn('size-5', isActive ? 'text-brand-400' : 'text-zinc-400')} />
                      <span className="flex-1">{label}</span>
                      {badges[to] ??
                        (badge ? (
                          <span className="rounded-full bg-zinc-800 px-2 py-0.5 text-xs font-semibold tabular-nums text-zinc-200">
                            {badge}
                          </span>
                        ) : null)}
                    </>
                  );
                }}
              </NavLink>
            </li>
          ))}
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
