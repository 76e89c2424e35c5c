import { useCallback } from 'react';
import { clearPendingIntent, type PendingIntent, useResumePendingIntent } from '@/lib/pending-intent';
import type { SubscriptionOffer } from '../api/get-offer';
import { hasAccess } from '../api/get-offer';
import type { useSubscribe } from '../api/subscribe';

type SubscribeIntent = Extract<PendingIntent, { kind: 'subscribe' }>;

/**
 * Finishes a subscription that was waiting for a top-up (issue 13 §3): back on the creator's
 * profile after the payment, it subscribes once with the key saved before leaving, so a reload or
 * a second return is answered with the same subscription and no second charge.
 */
export function useResumeIntent(
  creatorId: string,
  offer: SubscriptionOffer | null | undefined,
  subscription: ReturnType<typeof useSubscribe>,
  onResume: () => void,
  onSubscribed: () => void,
) {
  const matches = useCallback(
    (intent: PendingIntent): intent is SubscribeIntent => intent.kind === 'subscribe' && intent.creatorId === creatorId,
    [creatorId],
  );
  const resume = useCallback(
    (intent: SubscribeIntent) => {
      if (offer && hasAccess(offer)) {
        clearPendingIntent();
        return;
      }
      onResume();
      subscription.mutate(
        { idempotencyKey: intent.idempotencyKey },
        {
          onSuccess: () => {
            clearPendingIntent();
            onSubscribed();
          },
        },
      );
    },
    [offer, subscription, onResume, onSubscribed],
  );
  useResumePendingIntent(Boolean(offer), matches, resume);
}
