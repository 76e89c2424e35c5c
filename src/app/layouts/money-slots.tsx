import { lazy, type ReactNode, Suspense } from 'react';
import { type MoneySlots, MoneySlotsProvider } from '@/components/money/money-slots';

/*
 * The money features fill the slots other screens leave for them (src/components/money/money-slots).
 * Each loads on first use, so screens that show no locked media or tip button pay nothing for them.
 */
const UnlockButton = lazy(async () => ({
  default: (await import('@/features/unlock/components/unlock-button')).UnlockButton,
}));
const TipButton = lazy(async () => ({ default: (await import('@/features/tips/components/tip-button')).TipButton }));
const SubscriptionSection = lazy(async () => ({
  default: (await import('@/features/subscriptions/components/subscription-section')).SubscriptionSection,
}));

const slots: MoneySlots = {
  locked: (item, size) =>
    // Subscriber-only posts keep their own "View image" link to the creator's Join now.
    item.kind === 'post' && item.access !== 'ppv' ? null : (
      <Suspense fallback={null}>
        <UnlockButton item={item} size={size} />
      </Suspense>
    ),
  tip: (target) => (
    <Suspense fallback={null}>
      <TipButton
        target={target}
        variant={target.context === 'profile' ? 'round' : target.context === 'chat' ? 'icon' : 'inline'}
      />
    </Suspense>
  ),
  subscription: (target) => (
    <Suspense fallback={<div className="mt-4 h-12" />}>
      <SubscriptionSection creatorId={target.creatorId} name={target.name} username={target.username} />
    </Suspense>
  ),
};

export function MoneySlotsLayer({ children }: { children: ReactNode }) {
  return <MoneySlotsProvider slots={slots}>{children}</MoneySlotsProvider>;
}
