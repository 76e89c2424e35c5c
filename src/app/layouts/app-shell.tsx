import { type ReactNode, Suspense } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { lazyPart } from '@/lib/lazy-load';
import { cn } from '@/utils/cn';
import { BottomNav } from './bottom-nav';
import { LG_QUERY } from './xl-query';

/*
 * The side navigation exists from `lg` only, so a phone neither mounts nor loads it (issue 17); a
 * wide screen starts loading it with the app, and it draws without a fallback once loaded.
 */
const SideNav = lazyPart(async () => (await import('./side-nav')).SideNav);
if (typeof window.matchMedia === 'function' && window.matchMedia(LG_QUERY).matches) SideNav.preload();

interface AppShellProps {
  children: ReactNode;
  /** The extra-large right column (spec §2: Suggested Creators, xl only). */
  aside?: ReactNode;
  /** Live badges on side-navigation entries, by route. */
  navBadges?: Readonly<Record<string, ReactNode>>;
  /** The screen takes the whole width beside the side navigation (Chats' two panes): no centre column. */
  isFullWidth?: boolean;
}

/** Side navigation from `lg`, bottom navigation below it, suggestions from `xl`. */
export function AppShell({ children, aside, navBadges, isFullWidth = false }: AppShellProps) {
  const isWide = useMediaQuery(LG_QUERY);
  return (
    <div className="min-h-dvh lg:flex lg:justify-center">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* The page's banner from `lg` (logo, who is signed in, navigation); phones have the bottom nav. */}
      <header className="hidden lg:sticky lg:top-0 lg:block lg:h-dvh lg:w-72 lg:shrink-0 lg:border-r lg:border-zinc-800">
        {isWide ? (
          <Suspense fallback={null}>
            <SideNav badges={navBadges} />
          </Suspense>
        ) : (
          // The badges own the session's live channels (the notifications count that other screens'
          // badges read), so they stay mounted, unseen, where the side navigation is not.
          <div hidden>{navBadges ? Object.values(navBadges) : null}</div>
        )}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'min-w-0 pb-24 outline-none lg:w-full lg:flex-1 lg:pb-0',
          !isFullWidth && 'lg:max-w-2xl lg:border-r lg:border-zinc-800',
        )}
      >
        {children}
      </main>
      {aside ? (
        <aside
          aria-label="Suggested Creators"
          className="hidden xl:sticky xl:top-0 xl:block xl:h-dvh xl:w-80 xl:shrink-0 xl:overflow-y-auto xl:p-5"
        >
          {aside}
        </aside>
      ) : null}
      <div className="fixed inset-x-0 bottom-0 z-30 lg:hidden">
        <BottomNav />
      </div>
    </div>
  );
}
