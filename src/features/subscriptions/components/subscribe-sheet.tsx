import { TopUpOffer } from '@/components/money/top-up-offer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { isMoneyError } from '@/lib/money-errors';
import { savePendingIntent } from '@/lib/pending-intent';
import { formatEuro } from '@/utils/money';
import type { SubscriptionOffer } from '../api/get-offer';
import type { useSubscribe } from '../api/subscribe';

interface SubscribeSheetProps {
  isOpen: boolean;
  onClose: () => void;
  creator: { id: string; name: string; username: string };
  offer: SubscriptionOffer;
  /** One key per open sheet (kept by the caller), so a retried tap never charges twice. */
  idempotencyKey: string;
  subscription: ReturnType<typeof useSubscribe>;
  onPay: () => void;
  /** Where the fan comes back to after a top-up, to finish subscribing. */
  returnTo: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Join now (issue 13 §3): price, "renews monthly", what is included and the wallet, before paying. */
export function SubscribeSheet({
  isOpen,
  onClose,
  creator,
  offer,
  idempotencyKey,
  subscription,
  onPay,
  returnTo,
}: SubscribeSheetProps) {
  const price = offer.price_cents;
  const error = subscription.error;
  const isShort = offer.wallet_balance_cents < price || isMoneyError(error, 'VM001') || isMoneyError(error, 'VM002');

  return (
    <Sheet isOpen={isOpen} onClose={onClose} title={`Subscribe to ${creator.name}`}>
      <div className="flex items-baseline justify-between gap-3 rounded-2xl border border-zinc-800 bg-zinc-950 p-4">
        <p>
          <span className="text-3xl font-bold text-white tabular-nums">{formatEuro(price)}</span>
          <span className="text-sm text-zinc-400"> / month</span>
        </p>
        <p className="text-sm text-zinc-300">Renews monthly</p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-zinc-200">What you get</h3>
        <ul className="mt-2 space-y-1.5 text-sm text-zinc-300">
          <li>{plural(offer.subscriber_posts, 'subscriber-only post', 'subscriber-only posts')}</li>
          <li>
            {plural(offer.subscriber_photos, 'photo', 'photos')} and{' '}
            {plural(offer.subscriber_videos, 'video', 'videos')}
          </li>
          {offer.ppv_posts > 0 ? (
            <li className="text-zinc-400">
              {plural(offer.ppv_posts, 'pay-per-view post is', 'pay-per-view posts are')} sold separately
            </li>
          ) : null}
          <li className="text-zinc-400">Cancel any time: you keep access until the end of the month you paid for.</li>
        </ul>
      </div>
      <p className="flex justify-between text-sm">
        <span className="text-zinc-400">Wallet balance</span>
        <span className="font-semibold text-zinc-100 tabular-nums" data-testid="sheet-balance">
          {formatEuro(offer.wallet_balance_cents)}
        </span>
      </p>
      {error && !isShort ? <Alert tone="error">{error.message}</Alert> : null}
      {isShort ? (
        <TopUpOffer
          balanceCents={offer.wallet_balance_cents}
          priceCents={price}
          thenText="and subscribe"
          onBeforeTopUp={() =>
            savePendingIntent({
              kind: 'subscribe',
              creatorId: creator.id,
              label: creator.name,
              returnTo,
              idempotencyKey,
            })
          }
        />
      ) : (
        <Button className="w-full" onClick={onPay} disabled={subscription.isPending}>
          {subscription.isPending ? 'Subscribing...' : `Pay ${formatEuro(price)} from wallet`}
        </Button>
      )}
      <p className="text-xs text-muted">
        Paid from your Velvet wallet and renewed from it each month while you stay subscribed. Subscriptions are
        non-refundable.
      </p>
    </Sheet>
  );
}
