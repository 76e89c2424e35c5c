import { type FormEvent, useState } from 'react';
import { EuroInput } from '@/components/money/euro-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCurrentProfile, useUser } from '@/lib/auth';
import { amountProblem, centsToInput, formatEuro, parseEuroInput } from '@/utils/money';
import { useUpdateSubscriptionPrice } from '../api/update-subscription-price';
import { MONTHLY_PRICE_MAX_CENTS, MONTHLY_PRICE_MIN_CENTS } from '../utils/creator-rules';

function PriceForm({ currentCents }: { currentCents: number }) {
  const user = useUser();
  const update = useUpdateSubscriptionPrice(user.id);
  const [price, setPrice] = useState(centsToInput(currentCents));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseEuroInput(price);
    const found = amountProblem(cents, MONTHLY_PRICE_MIN_CENTS, MONTHLY_PRICE_MAX_CENTS);
    setProblem(found);
    setSaved(null);
    if (found || cents === null || update.isPending) return;
    update.mutate(cents, { onSuccess: setSaved });
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Subscription price" className="space-y-3 p-4">
      <EuroInput
        label="Monthly subscription price (€)"
        value={price}
        onValueChange={setPrice}
        disabled={update.isPending}
        aria-invalid={problem ? true : undefined}
        hint={`Now ${formatEuro(currentCents)} a month. Between ${formatEuro(MONTHLY_PRICE_MIN_CENTS)} and ${formatEuro(MONTHLY_PRICE_MAX_CENTS)}. New subscribers pay the new price at once; current subscribers keep their price until their next renewal.`}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {update.isError ? <Alert tone="error">{update.error.message}</Alert> : null}
      {saved !== null ? (
        <Alert tone="success">
          Your price is now {formatEuro(saved)} a month. Current subscribers pay it from their next renewal.
        </Alert>
      ) : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save price'}
      </Button>
    </form>
  );
}

/** Settings → Creator (issue 13 §2): change the monthly price. Nothing for accounts that are not creators. */
export function SubscriptionPriceSettings() {
  const profile = useCurrentProfile();
  const data = profile.data;
  if (!data?.is_creator || data.subscription_price_cents === null) return null;
  return <PriceForm key={data.subscription_price_cents} currentCents={data.subscription_price_cents} />;
}
