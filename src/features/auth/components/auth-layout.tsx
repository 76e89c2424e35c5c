import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-out screen: brand, a title and one card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_80%_50%_at_50%_-10%,rgb(190_18_60/0.28),transparent)] px-4 py-10">
      <main id="main" tabIndex={-1} className="relative w-full max-w-md outline-none">
        <Link to="/" className="mx-auto mb-8 flex w-fit rounded-lg">
          <Logo />
          <span className="sr-only">Velvet home</span>
        </Link>
        <div className="rounded-3xl border border-zinc-800 bg-zinc-900/80 p-6 shadow-xl shadow-black/40 backdrop-blur sm:p-8">
          <h1 className="text-2xl font-bold text-white">{title}</h1>
          {subtitle ? <p className="mt-1.5 text-sm text-zinc-400">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
