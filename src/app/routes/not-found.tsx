import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh outline-none flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <Logo showName={false} />
      <p className="text-sm font-semibold tracking-widest text-brand-400">404</p>
      <h1 className="text-3xl font-bold text-white">Page not found</h1>
      <p className="max-w-sm text-zinc-400">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to={paths.home}>Go Home</ButtonLink>
    </main>
  );
}
