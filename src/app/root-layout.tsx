import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { useFocusKeeper } from '@/hooks/use-focus-keeper';
import { RouteErrorBoundary } from './route-error-boundary';

const titles: Record<string, string> = {
  '/': 'Home',
  '/login': 'Log in',
  '/signup': 'Sign up',
  '/forgot-password': 'Forgot password',
  '/reset-password': 'Reset password',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/settings/email-password': 'Email & Password',
  '/settings/email-notifications': 'Email notifications',
  '/unsubscribe': 'Unsubscribe',
};

function titleFor(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  const fallback = segment ? segment.charAt(0).toUpperCase() + segment.slice(1).replace(/-/g, ' ') : 'Home';
  return `${titles[pathname] ?? fallback} · Velvet`;
}

/** A public screen's code on its way: an empty dark page, announced to screen readers only. */
function ChunkPending() {
  return <div role="status" aria-label="Loading..." className="min-h-dvh" />;
}

/** Every route: document title, scroll to top and focus on navigation, focus kept through disabling, the offline indicator, error boundary, lazy fallback. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const isFirst = useRef(true);
  // A button disabled while its request runs gets its focus back afterwards (issue 18).
  useFocusKeeper();

  useEffect(() => {
    document.title = titleFor(pathname);
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
    // Screen-reader users land on the new page's content, not on the link they pressed.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <>
      <OfflineBanner />
      <RouteErrorBoundary resetKey={pathname}>
        {/* No "Loading..." line while a public screen's code arrives: the HTML preloads it (issue 17). */}
        <Suspense fallback={<ChunkPending />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
