import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Spec §2 Home: the welcome card. "Become a creator" opens the application (issue 13 §1). */
export function WelcomeCard() {
  return (
    <section
      aria-labelledby="welcome-title"
      className="m-4 overflow-hidden rounded-3xl border border-zinc-800 bg-gradient-to-br from-brand-700/40 via-zinc-900 to-zinc-900 p-6"
    >
      <h2 id="welcome-title" className="text-2xl font-bold text-white">
        Welcome to Velvet
      </h2>
      <p className="mt-1 text-zinc-300">Let&apos;s get you started!</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={paths.discover}>Discover creators</ButtonLink>
        <ButtonLink to={paths.becomeCreator} variant="secondary">
          Become a creator
        </ButtonLink>
      </div>
    </section>
  );
}
