import { ButtonLink } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useCreatorSettings } from '../api/get-creator-settings';
import { VerificationStatusText } from './verification-status-text';

const cardClass = 'rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4';

/**
 * Settings › Verification (issue 19 §6): a creator's identity verification, which our team sets
 * (`creator_settings.payout_verification`), and what it unlocks; for everyone else, what it is for.
 */
export function VerificationView() {
  const user = useUser();
  const settings = useCreatorSettings(user.id);

  if (settings.isPending) {
    return (
      <div className="space-y-3 p-4" aria-busy="true" aria-label="Loading verification">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-20 w-full rounded-2xl" />
      </div>
    );
  }
  if (settings.isError) {
    return <QueryError what="your verification" error={settings.error} onRetry={settings.refetch} />;
  }
  if (!settings.data) {
    return (
      <div className="space-y-4 p-4">
        <section aria-labelledby="verification-title" className={cardClass}>
          <h2 id="verification-title" className="text-sm font-semibold text-white">
            Identity verification is for creators
          </h2>
          <p className="mt-1 text-sm text-zinc-400">
            Fans do not need it. Once you become a creator you can publish and earn straight away, and our team verifies
            your identity from a government-issued document before your first payout.
          </p>
        </section>
        <ButtonLink to={paths.becomeCreator}>Become a Creator</ButtonLink>
      </div>
    );
  }

  const verification = settings.data.payout_verification;
  return (
    <div className="space-y-4 p-4">
      <section aria-labelledby="verification-title" className={cardClass}>
        <h2 id="verification-title" className="text-sm font-semibold text-white">
          Identity verification
        </h2>
        <VerificationStatusText verification={verification} />
      </section>
      <section aria-labelledby="unlocks-title" className={cardClass}>
        <h2 id="unlocks-title" className="text-sm font-semibold text-white">
          What it unlocks
        </h2>
        <ul className="mt-2 space-y-1 text-sm text-zinc-300">
          <li>
            Subscriptions, subscriber-only and pay-per-view posts, paid messages and tips: open from the day you become
            a creator.
          </li>
          <li>
            Payouts of your available earnings (€20 or more):{' '}
            {verification === 'verified' ? 'open to you now.' : 'open once your identity is verified.'}
          </li>
        </ul>
      </section>
      <ButtonLink to={paths.wallet} variant="secondary">
        See earnings
      </ButtonLink>
    </div>
  );
}
