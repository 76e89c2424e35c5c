import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav';
import { SideNav } from './side-nav';

interface AppShellProps {
  children: ReactNode;
  /** The extra-large right column (spec §2: Suggested Creators, xl only). */
  aside?: ReactNode;
  /** Live badges on side-navigation entries, by route. */
  navBadges?: Readonly<Record<string, ReactNode>>;
}

/** Side navigation from `lg`, bottom navigation below it, suggestions from `xl`. */
export function AppShell({ children, aside, navBadges }: AppShellProps) {
  return (
    <div className="min-h-dvh lg:flex lg:justify-center">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="hidden lg:sticky lg:top-0 lg:block lg:h-dvh lg:w-72 lg:shrink-0 lg:border-r lg:border-zinc-800">
        <SideNav badges={navBadges} />
      </div>
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 pb-24 outline-none lg:w-full lg:max-w-2xl lg:flex-1 lg:border-r lg:border-zinc-800 lg:pb-0"
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
