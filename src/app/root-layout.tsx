import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FullScreenStatus } from '@/lib/auth';
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
};

function titleFor(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  const fallback = segment ? segment.charAt(0).toUpperCase() + segment.slice(1).replace(/-/g, ' ') : 'Home';
  return `${titles[pathname] ?? fallback} · Velvet`;
}

/** Every route: document title, scroll to top and focus on navigation, error boundary, lazy fallback. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const isFirst = useRef(true);

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
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenStatus>Loading...</FullScreenStatus>}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
