import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { LockedItem } from '@/components/money/money-slots';
import { TopUpOffer } from '@/components/money/top-up-offer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { isMoneyError } from '@/lib/money-errors';
import { clearPendingIntent, savePendingIntent, useFinishOnOpen } from '@/lib/pending-intent';
import { expectUnlocked, unlockedKey } from '@/lib/unlocked-focus';
import { formatEuro } from '@/utils/money';
import { useUnlock } from '../api/unlock';

interface UnlockSheetProps {
  item: LockedItem;
  onClose: () => void;
  /** Bought: the sheet closes and the media, once shown unlocked, takes the focus (src/lib/unlocked-focus). */
  onUnlocked: () => void;
  /** Back from a top-up: buy at once with the key saved before leaving (src/lib/pending-intent.ts). */
  resumeKey?: string;
  /**
   * The wallet balance as the app last read it (the shell's request keeps it fresh after every
   * payment): below the price, the sheet offers the top-up up front, as the subscribe sheet does
   * (issue 28, UX review m1). Unknown: the database's answer to Pay says it (VM001).
   */
  balanceCents?: number | null;
}

/** Confirm before paying (issue 13 §4, §5); one key for the sheet's life, so a retried tap is never charged twice. */
export function UnlockSheet({ item, onClose, onUnlocked, resumeKey, balanceCents = null }: UnlockSheetProps) {
  const [key] = useIdempotencyKey(resumeKey);
  const unlock = useUnlock(item);
  const location = useLocation();
  const { mutate } = unlock;
  const itemKey = unlockedKey(item.kind, item.kind === 'post' ? item.postId : item.messageId);
  const succeed = useCallback(() => {
    expectUnlocked(itemKey);
    onUnlocked();
  }, [itemKey, onUnlocked]);
  // The intent is spent once its purchase is sent (the sheet keeps the key for a retry): cleared any later, a
  // reload or a return to the wallet while the unlocked post is already showing would resume it again.
  const finish = useCallback(() => {
    clearPendingIntent();
    mutate(key, { onSuccess: succeed });
  }, [mutate, key, succeed]);
  useFinishOnOpen(resumeKey !== undefined, finish);
  const priceCents = item.priceCents;
  if (priceCents === null) return null;
  const what = `${item.kind === 'post' ? 'this post' : 'this message'}'s ${item.mediaType === 'video' ? 'video' : 'photo'}`;
  const shortError = isMoneyError(unlock.error, 'VM001') || isMoneyError(unlock.error, 'VM002') ? unlock.error : null;
  // Before any attempt (a resumed purchase is sent at once, whatever the cached balance says).
  const isShortUpFront = unlock.isIdle && resumeKey === undefined && balanceCents !== null && balanceCents < priceCents;
  const shortBalance = shortError
    ? Number(shortError.details['balance_cents'] ?? 0)
    : isShortUpFront
      ? balanceCents
      : null;

  return (
    <Sheet isOpen onClose={onClose} title={`Unlock for ${formatEuro(priceCents)}`}>
      <p className="text-sm text-zinc-300">
        Pay {formatEuro(priceCents)} from your wallet to see {what}. Once unlocked it stays yours, and you are never
        charged for it again.
      </p>
      {shortBalance !== null ? (
        <TopUpOffer
          balanceCents={shortBalance}
          priceCents={priceCents}
          thenText="and unlock"
          onBeforeTopUp={() =>
            savePendingIntent({
              kind: 'unlock',
              item,
              returnTo: location.pathname + location.search,
              idempotencyKey: key,
            })
          }
        />
      ) : (
        <>
          {unlock.isError ? <Alert tone="error">{unlock.error.message}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Not now
            </Button>
            <Button
              onClick={() => unlock.mutate(key, { onSuccess: succeed })}
              disabled={unlock.isPending}
              className="sm:min-w-40"
            >
              {unlock.isPending ? 'Unlocking...' : `Pay ${formatEuro(priceCents)}`}
            </Button>
          </div>
        </>
      )}
    </Sheet>
  );
}
