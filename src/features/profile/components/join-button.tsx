import { formatMonthlyPrice } from '../utils/format-price';

/**
 * Join now with the creator's real monthly price (spec §2); hidden without a price. Inert until
 * payments exist, so it is marked disabled and says why.
 */
export function JoinButton({ priceCents }: { priceCents: number | null }) {
  const price = formatMonthlyPrice(priceCents);
  if (!price) return null;
  return (
    <button
      type="button"
      aria-disabled="true"
      title="Subscriptions are coming soon: payments are not available yet"
      className="mt-4 flex min-h-12 w-full cursor-not-allowed items-center justify-between rounded-2xl bg-brand-600 px-5 text-sm font-semibold text-white"
    >
      <span>Join now</span>
      <span>
        {price} <span className="font-normal text-white/80">/ month</span>
      </span>
    </button>
  );
}
