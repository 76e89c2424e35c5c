import { type ReactNode, Suspense } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { lazyPart } from '@/lib/lazy-load';
import { cn } from '@/utils/cn';
import { BottomNav } from './bottom-nav';
import type { NavBadges } from './nav-items';
import { LG_QUERY } from './xl-query';

/*
 * The side navigation exists from `lg` only, so a phone neither mounts nor loads it (issue 17); a
 * wide screen starts loading it with the app, and it draws without a fallback once loaded.
 */
const SideNav = lazyPart(async () => (await import('./side-nav')).SideNav);
if (typeof window.matchMedia === 'function' && window.matchMedia(LG_QUERY).matches) SideNav.preload();

interface AppShellProps {
  children: ReactNode;
  /** The extra-large right column (spec §2: Suggested Creators, xl only); none where not given. */
  aside?: ReactNode;
  /** From `lg`, the content column takes the width the right column would (shell-layout.ts). */
  isWide?: boolean;
  /** From `lg`, the screen takes the whole width beside the side navigation (Chats' two panes). */
  isFullWidth?: boolean;
  /** Live badges at the end of side-navigation entries, by entry. */
  navBadges?: NavBadges;
  /** Live badges over the bottom bar's icons, by entry. */
  tabBadges?: NavBadges;
}

/** Side navigation from `lg`, bottom navigation below it, suggestions from `xl` where a screen has them. */
export function AppShell({
  children,
  aside,
  isWide = false,
  isFullWidth = false,
  navBadges,
  tabBadges,
}: AppShellProps) {
  const isLarge = useMediaQuery(LG_QUERY);
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
        {isLarge ? (
          <Suspense fallback={null}>
            <SideNav badges={navBadges} />
          </Suspense>
        ) : null}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'min-w-0 pb-24 outline-none lg:w-full lg:flex-1 lg:pb-0',
          !isFullWidth && 'lg:border-r lg:border-zinc-800',
          !isFullWidth && (isWide ? 'lg:max-w-5xl' : 'lg:max-w-2xl'),
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
        <BottomNav badges={tabBadges} />
      </div>
    </div>
  );
}
