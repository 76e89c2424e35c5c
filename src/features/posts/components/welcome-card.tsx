import { type MouseEvent } from 'react';
import { CloseIcon } from '@/components/ui/action-icons';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentProfile, useUser } from '@/lib/auth';
import { useWelcomeDismissed } from '../hooks/use-welcome-dismissed';

/**
 * Spec §2 Home: the welcome card. "Become a creator" opens the application (issue 13 §1); a creator
 * is offered their earnings instead (issue 28, m5). It can be closed and stays closed for this user
 * (issue 14 §10), so returning users see their feed first.
 */
export function WelcomeCard() {
  const user = useUser();
  const isCreator = useCurrentProfile().data?.is_creator ?? false;
  const [isDismissed, dismiss] = useWelcomeDismissed(user.id);
  if (isDismissed) return null;
  // The close button goes with the card: from the keyboard (a click with detail 0), focus moves on to
  // what follows it (the composer) instead of back to the top. A tap moves nothing (no phone keyboard).
  const handleClose = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0) {
      const next = event.currentTarget.closest('section')?.nextElementSibling;
      next?.querySelector<HTMLElement>('textarea, input, button, a[href]')?.focus();
    }
    dismiss();
  };
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative m-4 overflow-hidden rounded-3xl border border-zinc-800 bg-gradient-to-br from-brand-700/40 via-zinc-900 to-zinc-900 p-6"
    >
      <button
        type="button"
        onClick={handleClose}
        aria-label="Close welcome card"
        className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-zinc-400 hover:bg-zinc-800 hover:text-white"
      >
        <CloseIcon className="size-5" />
      </button>
      <h2 id="welcome-title" className="pr-10 text-2xl font-bold text-white">
        Welcome to Velvet
      </h2>
      <p className="mt-1 text-zinc-300">Let&apos;s get you started!</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={paths.discover}>Discover creators</ButtonLink>
        {isCreator ? (
          <ButtonLink to={paths.wallet} variant="secondary">
            Your earnings
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.becomeCreator} variant="secondary">
            Become a creator
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
