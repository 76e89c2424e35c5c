import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';

interface PageHeaderProps {
  title: string;
  /** Where the back arrow goes; no arrow when absent. */
  backTo?: string;
  /** Hide the back arrow from the large layout, where the side navigation is always there. */
  backOnSmallOnly?: boolean;
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, backOnSmallOnly = false, actions }: PageHeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-zinc-800 bg-zinc-950/85 px-2 backdrop-blur sm:px-4">
      {backTo ? (
        <Link
          to={backTo}
          aria-label="Back"
          className={`flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white ${backOnSmallOnly ? 'lg:hidden' : ''}`}
        >
          <ArrowLeftIcon className="size-5" />
        </Link>
      ) : null}
      <h1 className={`flex-1 truncate text-lg font-bold text-white ${backTo ? '' : 'pl-2 sm:pl-0'}`}>{title}</h1>
      {actions ? <div className="flex items-center gap-1">{actions}</div> : null}
    </header>
  );
}
