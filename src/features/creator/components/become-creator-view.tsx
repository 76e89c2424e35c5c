import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useCurrentProfile, useUser } from '@/lib/auth';
import { formatEuro } from '@/utils/money';
import { useCreatorSettings } from '../api/get-creator-settings';
import { BecomeCreatorForm } from './become-creator-form';
import { VerificationStatusText } from './verification-status-text';

function Loading() {
  return (
    <div role="status" aria-label="Loading" className="space-y-4">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

/** A creator's state after applying: live at once, payouts waiting honestly for identity verification. */
function CreatorStatus({ priceCents, username }: { priceCents: number | null; username: string }) {
  const user = useUser();
  const settings = useCreatorSettings(user.id);
  const verification = settings.data?.payout_verification;
  return (
    <div className="space-y-5">
      <Alert tone="success">
        You are a creator. Your profile is listed in Discover
        {priceCents ? ` and fans can subscribe for ${formatEuro(priceCents)} a month` : ''}.
      </Alert>
      <section aria-labelledby="payouts-title" className="rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
        <h2 id="payouts-title" className="text-sm font-semibold text-white">
          Payouts
        </h2>
        {settings.isPending ? (
          <Skeleton className="mt-2 h-4 w-2/3" />
        ) : settings.isError ? (
          <p className="mt-1 text-sm text-red-300">Could not load your payout status. {settings.error.message}</p>
        ) : verification ? (
          <VerificationStatusText verification={verification} />
        ) : null}
      </section>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Create a post</ButtonLink>
        <ButtonLink to={paths.wallet} variant="secondary">
          See earnings
        </ButtonLink>
        <ButtonLink to={paths.profileOf(username)} variant="secondary">
          View your profile
        </ButtonLink>
      </div>
    </div>
  );
}

/** `/become-creator` (issue 13 §1): the application form, or the creator's status once they are one. */
export function BecomeCreatorView() {
  const profile = useCurrentProfile();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-6">
      <div className="flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600/20 text-brand-300">
          <StarIcon className="size-6" />
        </div>
        <div>
          <h2 className="text-xl font-bold text-white">Earn from your content</h2>
          <p className="mt-1 text-sm text-zinc-400">
            Offer a monthly subscription, sell pay-per-view posts and paid messages, and receive tips. Velvet keeps a
            20% platform fee; your earnings become available 7 days after each sale.
          </p>
        </div>
      </div>
      {profile.isPending ? (
        <Loading />
      ) : profile.isError || !profile.data ? (
        <QueryError
          what="your profile"
          error={profile.error ?? new Error('Please try again.')}
          onRetry={profile.refetch}
        />
      ) : profile.data.is_creator ? (
        <CreatorStatus priceCents={profile.data.subscription_price_cents} username={profile.data.username} />
      ) : (
        <BecomeCreatorForm />
      )}
    </div>
  );
}
