import type { LockedItem } from '@/components/money/money-slots';
import { TopUpOffer } from '@/components/money/top-up-offer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { isMoneyError } from '@/lib/money-errors';
import { formatEuro } from '@/utils/money';
import { useUnlock } from '../api/unlock';

interface UnlockSheetProps {
  item: LockedItem;
  priceCents: number;
  onClose: () => void;
}

/** Confirm before paying (issue 13 §4, §5); one key for the sheet's life, so a retried tap is never charged twice. */
export function UnlockSheet({ item, priceCents, onClose }: UnlockSheetProps) {
  const [key] = useIdempotencyKey();
  const unlock = useUnlock(item);
  const what = `${item.kind === 'post' ? 'this post' : 'this message'}'s ${item.mediaType === 'video' ? 'video' : 'photo'}`;
  const shortError = isMoneyError(unlock.error, 'VM001') || isMoneyError(unlock.error, 'VM002') ? unlock.error : null;

  return (
    <Sheet isOpen onClose={onClose} title={`Unlock for ${formatEuro(priceCents)}`}>
      <p className="text-sm text-zinc-300">
        Pay {formatEuro(priceCents)} from your wallet to see {what}. Once unlocked it stays yours, and you are never
        charged for it again.
      </p>
      {shortError ? (
        <TopUpOffer balanceCents={Number(shortError.details['balance_cents'] ?? 0)} priceCents={priceCents} />
      ) : (
        <>
          {unlock.isError ? <Alert tone="error">{unlock.error.message}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Not now
            </Button>
            <Button
              onClick={() => unlock.mutate(key, { onSuccess: onClose })}
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
