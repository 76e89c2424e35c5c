import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { opensSubscribe } from '@/lib/subscribe-link';
import { formatEuro, formatLongDate } from '@/utils/format';
import { hasAccess, useOffer } from '../api/get-offer';
import { useChangeSubscription, useSubscribe } from '../api/subscribe';
import { isFocusLost } from '@/utils/focus';
import { useResumeIntent } from '../hooks/use-resume-intent';
import { SubscribeSheet } from './subscribe-sheet';

export interface SubscriptionSectionProps {
  creatorId: string;
  name: string;
  username: string;
}

/**
 * The creator profile's subscription area (issue 13 §3): Join now with the sheet, or Subscribed
 * with the renewal date and Cancel, or, once cancelled, access until the period end and Resubscribe.
 */
export function SubscriptionSection({ creatorId, name, username }: SubscriptionSectionProps) {
  const offer = useOffer(creatorId);
  const subscription = useSubscribe(creatorId);
  const change = useChangeSubscription(creatorId);
  const location = useLocation();
  const navigate = useNavigate();
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const [key, renewKey] = useIdempotencyKey();
  // Cancel and Resubscribe replace each other: the one that takes the place of the button just used
  // takes its focus too (once it shows, and the confirmation's dialog has closed), so it is not lost.
  const focusNext = useRef<'resubscribe' | 'cancel' | null>(null);
  const resubscribeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = { resubscribe: resubscribeRef, cancel: cancelRef, none: null }[focusNext.current ?? 'none']?.current;
    if (!target) return;
    focusNext.current = null;
    if (isFocusLost()) target.focus();
  });

  const openSheet = useCallback(() => setSheetOpen(true), []);
  const handleSubscribed = useCallback(() => {
    setSheetOpen(false);
    renewKey();
  }, [renewKey]);
  useResumeIntent(creatorId, offer.data, subscription, openSheet, handleSubscribed);
  // Sent here to subscribe (a locked post's "View video", Subscribe again): the sheet opens once the
  // offer is in, unless the viewer already has access; then the state is dropped, so Back or a reload
  // does not open it again.
  const wantsSheet = opensSubscribe(location.state);
  const [handledEntry, setHandledEntry] = useState<string | null>(null);
  const isHandled = handledEntry === location.key;
  if (wantsSheet && offer.data !== undefined && !isHandled) {
    setHandledEntry(location.key);
    if (offer.data && !hasAccess(offer.data)) setSheetOpen(true);
  }
  useEffect(() => {
    if (wantsSheet && isHandled) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [wantsSheet, isHandled, navigate, location.pathname, location.search]);

  const closeSheet = () => {
    setSheetOpen(false);
    subscription.reset();
    // A new sheet is a new intent; the same sheet keeps its key across retries.
    renewKey();
  };

  if (offer.isPending) return <Skeleton className="mt-4 h-12 w-full rounded-2xl" />;
  if (offer.isError) {
    return (
      <div className="mt-4 flex items-center gap-3">
        <Alert tone="error" className="flex-1">
          Could not load the subscription: {offer.error.message}
        </Alert>
        <Button variant="secondary" onClick={() => void offer.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = offer.data;
  if (!data) return null;

  const periodEnd = data.current_period_end ? formatLongDate(data.current_period_end) : null;
  const isSubscribed = hasAccess(data);

  let body;
  if (isSubscribed && data.auto_renew) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-500/40 bg-brand-600/10 px-4 py-3">
        <div>
          <p className="font-semibold text-white">Subscribed</p>
          <p className="text-sm text-zinc-300">
            Renews on {periodEnd} · {formatEuro(data.subscribed_price_cents ?? data.price_cents)} / month
          </p>
        </div>
        <Button
          ref={cancelRef}
          variant="secondary"
          onClick={() => setConfirmingCancel(true)}
          disabled={change.isPending}
        >
          Cancel subscription
        </Button>
      </div>
    );
  } else if (isSubscribed) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-zinc-700 bg-zinc-900 px-4 py-3">
        <div>
          <p className="font-semibold text-white">Subscribed until {periodEnd}</p>
          <p className="text-sm text-zinc-400">Cancelled: it will not renew.</p>
        </div>
        <Button
          ref={resubscribeRef}
          onClick={() =>
            change.mutate('resubscribe', {
              onSuccess: () => {
                focusNext.current = 'cancel';
              },
            })
          }
          disabled={change.isPending}
        >
          {change.isPending ? 'Resubscribing...' : 'Resubscribe'}
        </Button>
      </div>
    );
  } else {
    body = (
      <button
        type="button"
        onClick={openSheet}
        className="flex min-h-12 w-full items-center justify-between rounded-2xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <span>{data.status === 'expired' ? 'Subscribe again' : 'Join now'}</span>
        <span>
          {formatEuro(data.price_cents)} <span className="font-normal text-on-brand-muted">/ month</span>
        </span>
      </button>
    );
  }

  return (
    <div className="mt-4 space-y-2">
      {body}
      {subscription.isSuccess && !isSheetOpen ? (
        <Alert tone="success">You are subscribed to {name}. Their subscriber-only posts are unlocked.</Alert>
      ) : null}
      {change.isError ? <Alert tone="error">{change.error.message}</Alert> : null}
      {isSheetOpen ? (
        <SubscribeSheet
          isOpen
          onClose={closeSheet}
          creator={{ id: creatorId, name, username }}
          offer={data}
          idempotencyKey={key}
          subscription={subscription}
          onPay={() =>
            subscription.mutate(
              { idempotencyKey: key, expectedPriceCents: data.price_cents },
              { onSuccess: handleSubscribed },
            )
          }
          returnTo={location.pathname}
        />
      ) : null}
      <Dialog isOpen={isConfirmingCancel} title="Cancel subscription?" onClose={() => setConfirmingCancel(false)}>
        <p className="text-sm text-zinc-300">
          You keep access to {name}&apos;s subscriber-only posts until {periodEnd}. After that it will not renew and
          nothing more is charged.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirmingCancel(false)}>
            Keep subscription
          </Button>
          <Button
            variant="danger"
            onClick={() =>
              change.mutate('cancel', {
                onSuccess: () => {
                  focusNext.current = 'resubscribe';
                  setConfirmingCancel(false);
                },
              })
            }
            disabled={change.isPending}
          >
            {change.isPending ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
