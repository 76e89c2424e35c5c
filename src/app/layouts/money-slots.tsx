import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { type LockedItem, type MoneySlots, MoneySlotsProvider, type TipTarget } from '@/components/money/money-slots';
import { ShareNotice } from '@/components/ui/share-notice';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { useUser } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-load';
import { useTransientNotice } from '@/hooks/use-transient-notice';
import { hasPendingIntent } from '@/lib/pending-intent-storage';
import { settleUnlockedFocus } from '@/lib/unlocked-focus';
import type { PurchaseIntent } from './purchase-resumer';

/*
 * The money features fill the slots other screens leave for them (src/components/money/money-slots).
 * Each loads on first use, so screens that show no locked media or tip button pay nothing for them.
 */
const UnlockButton = lazyPart(async () => (await import('@/features/unlock/components/unlock-button')).UnlockButton);
const UnlockSheet = lazyPart(async () => (await import('@/features/unlock/components/unlock-sheet')).UnlockSheet);
const TipButton = lazyPart(async () => (await import('@/features/tips/components/tip-button')).TipButton);
const TipSheet = lazyPart(async () => (await import('@/features/tips/components/tip-sheet')).TipSheet);
const PurchaseResumer = lazyPart(async () => (await import('./purchase-resumer')).PurchaseResumer);
const SubscriptionSection = lazyPart(
  async () => (await import('@/features/subscriptions/components/subscription-section')).SubscriptionSection,
);

/**
 * A creator profile's money parts (Tip, the subscription area), for the profile screen's preload: in
 * before its first draw, they draw at once instead of their placeholders, which are shorter than a
 * "Subscribed" box and would push the posts down once the code came (issue 17, CLS 0).
 */
export const preloadProfileMoneyParts = (): Promise<void> =>
  Promise.all([TipButton.preload(), SubscriptionSection.preload()]).then(() => undefined);

/** The one open unlock or tip sheet (`resume`: back from a top-up, buy with the saved key). */
type OpenSheet =
  | { id: number; kind: 'unlock'; item: LockedItem; resumeKey?: string }
  | {
      id: number;
      kind: 'tip';
      target: TipTarget;
      resume?: { idempotencyKey: string; amountCents: number; message: string };
    };
type OpenRequest = OpenSheet extends infer S ? (S extends OpenSheet ? Omit<S, 'id'> : never) : never;

function sheetFor(intent: PurchaseIntent): OpenRequest {
  return intent.kind === 'unlock'
    ? { kind: 'unlock', item: intent.item, resumeKey: intent.idempotencyKey }
    : {
        kind: 'tip',
        target: intent.target,
        resume: { idempotencyKey: intent.idempotencyKey, amountCents: intent.amountCents, message: intent.message },
      };
}

interface UnlockSheetPartProps {
  item: LockedItem;
  onClose: () => void;
  onUnlocked: () => void;
  resumeKey?: string;
}

/** The unlock sheet with the wallet balance the shell keeps, so a short wallet is said before Pay (m1). */
function UnlockSheetPart(props: UnlockSheetPartProps) {
  const wallet = useWallet(useUser().id);
  return <UnlockSheet {...props} balanceCents={wallet.data?.balance_cents ?? null} />;
}

/**
 * Provides the slots and holds the unlock and tip sheets above the routes. A navigation is a
 * transition (React Router), so the previous screen stays up, and tappable, until the next one's
 * chunk has loaded; a sheet held by a button on that screen was dropped when it went (a Tip tapped
 * on the profile just after Message). Here it stays open whatever the screen underneath does, and
 * a purchase that waited for a top-up reopens on the screen it was started from and completes.
 */
export function MoneySlotsLayer({ children }: { children: ReactNode }) {
  const [sheet, setSheet] = useState<OpenSheet | null>(null);
  const open = useCallback((request: OpenRequest) => setSheet({ ...request, id: Date.now() }), []);
  const close = useCallback(() => setSheet(null), []);
  const [unlockedNotice, showUnlockedNotice] = useTransientNotice();
  const unlocked = useCallback(() => {
    showUnlockedNotice({ tone: 'success', text: 'Unlocked.' });
    setSheet(null);
  }, [showUnlockedNotice]);
  // A sheet closed: its dialog has given focus back (effects of the removed sheet run first), so the
  // media a successful unlock replaced its button with may take it now (src/lib/unlocked-focus).
  useEffect(() => {
    if (!sheet) settleUnlockedFocus();
  }, [sheet]);

  const resume = useCallback((intent: PurchaseIntent) => open(sheetFor(intent)), [open]);

  const slots = useMemo<MoneySlots>(
    () => ({
      locked: (item, size) =>
        // Subscriber-only posts keep their own "View image" link to the creator's Join now.
        item.kind === 'post' && item.access !== 'ppv' ? null : (
          <Suspense fallback={null}>
            <UnlockButton item={item} size={size} onOpen={() => open({ kind: 'unlock', item })} />
          </Suspense>
        ),
      tip: (target, placement) => {
        const variant =
          placement ?? (target.context === 'profile' ? 'round' : target.context === 'chat' ? 'icon' : 'inline');
        // Until its code arrives, the round, icon and rail buttons keep their place, so the profile's
        // actions do not wrap under the avatar late and push the screen down (issue 17, CLS 0).
        const placeholder =
          variant === 'inline' ? null : (
            <span
              className={variant === 'round' ? 'size-11' : variant === 'rail' ? 'block h-[4.25rem] w-12' : 'size-10'}
            />
          );
        return (
          <Suspense fallback={placeholder}>
            <TipButton target={target} variant={variant} onOpen={() => open({ kind: 'tip', target })} />
          </Suspense>
        );
      },
      subscription: (target) => (
        <Suspense fallback={<div className="mt-4 h-12" />}>
          <SubscriptionSection creatorId={target.creatorId} name={target.name} username={target.username} />
        </Suspense>
      ),
    }),
    [open],
  );

  return (
    <MoneySlotsProvider slots={slots}>
      {children}
      {hasPendingIntent() ? (
        <Suspense fallback={null}>
          <PurchaseResumer onResume={resume} />
        </Suspense>
      ) : null}
      {/* Shown and said once a purchase went through (also one finished after a top-up, UX review m2);
          the unlocked media takes the focus and scrolls into view as well (src/lib/unlocked-focus). */}
      <ShareNotice notice={unlockedNotice?.text ?? null} />
      {sheet ? (
        <Suspense fallback={null}>
          {sheet.kind === 'unlock' ? (
            <UnlockSheetPart
              key={sheet.id}
              item={sheet.item}
              onClose={close}
              onUnlocked={unlocked}
              resumeKey={sheet.resumeKey}
            />
          ) : (
            <TipSheet key={sheet.id} target={sheet.target} onClose={close} resume={sheet.resume} />
          )}
        </Suspense>
      ) : null}
    </MoneySlotsProvider>
  );
}
