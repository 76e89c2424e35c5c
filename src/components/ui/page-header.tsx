import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';

interface PageHeaderProps {
  title: string;
  /** Where the back arrow goes; no arrow when absent. */
  backTo?: string;
  /**
   * The arrow goes back to the screen this one was opened from when the app opened it (history),
   * and to `backTo` when it was not (a link from outside, a reload of the first page).
   */
  backToPrevious?: boolean;
  /** Hide the back arrow from the large layout, where the side navigation is always there. */
  backOnSmallOnly?: boolean;
  actions?: ReactNode;
}

export function PageHeader({
  title,
  backTo,
  backToPrevious = false,
  backOnSmallOnly = false,
  actions,
}: PageHeaderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // The first location of a visit has the key "default": there is no screen of ours to go back to.
  const canGoBack = backToPrevious && location.key !== 'default';
  const handleBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-zinc-800 bg-zinc-950/85 px-2 backdrop-blur sm:px-4">
      {backTo ? (
        <Link
          to={backTo}
          onClick={handleBack}
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
