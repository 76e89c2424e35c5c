import { createContext, type ReactNode, useContext } from 'react';

/*
 * The money actions other screens offer: unlock on locked media, tip on posts, profiles and chats,
 * and the subscription area on a creator profile. The screens live in their features (posts,
 * profile, chat, videos) and the purchase flows in theirs (unlock, tips, subscriptions); features do
 * not import each other, so the app layer joins them through this context (ProtectedLayout).
 * Outside the provider (unit tests, signed-out pages) every slot renders nothing.
 */

/** Something locked for this viewer, as the unlock action needs it (prices come from the rows shown). */
export type LockedItem =
  | {
      kind: 'post';
      postId: string;
      /** `subscribers`: subscribe to see it; `ppv`: buy it once (post_cards.access). */
      access: 'subscribers' | 'ppv';
      priceCents: number | null;
      creatorUsername: string;
      mediaType: 'image' | 'video';
    }
  | { kind: 'message'; messageId: string; priceCents: number; mediaType: 'image' | 'video' };

/** `roomy`: a post or chat bubble with room for a button; `compact`: a grid cell. */
export type SlotSize = 'roomy' | 'compact';

/** Who a tip goes to and where it is sent from (issue 13 §6). */
export interface TipTarget {
  creatorId: string;
  creatorName: string;
  context: 'profile' | 'post' | 'chat';
  postId?: string;
  conversationId?: string;
}

export interface SubscriptionTarget {
  creatorId: string;
  name: string;
  username: string;
}

/** Where a Tip button stands when its context alone does not say: `rail`, the video feed's right rail. */
export type TipPlacement = 'rail';

export interface MoneySlots {
  locked: (item: LockedItem, size: SlotSize) => ReactNode;
  tip: (target: TipTarget, placement?: TipPlacement) => ReactNode;
  subscription: (target: SubscriptionTarget) => ReactNode;
}

const MoneySlotsContext = createContext<MoneySlots | null>(null);

export function MoneySlotsProvider({ slots, children }: { slots: MoneySlots; children: ReactNode }) {
  return <MoneySlotsContext.Provider value={slots}>{children}</MoneySlotsContext.Provider>;
}

/** The unlock action for `item` (null: nothing to offer, the caller's own label shows). */
export function useLockedAction(item: LockedItem | null, size: SlotSize): ReactNode {
  const slots = useContext(MoneySlotsContext);
  return slots && item ? slots.locked(item, size) : null;
}

/** A Tip button for `target`; null when tipping is not offered (own content, not a creator). */
export function useTipAction(target: TipTarget | null, placement?: TipPlacement): ReactNode {
  const slots = useContext(MoneySlotsContext);
  return slots && target ? slots.tip(target, placement) : null;
}

export function useSubscriptionSlot(target: SubscriptionTarget | null): ReactNode {
  const slots = useContext(MoneySlotsContext);
  return slots && target ? slots.subscription(target) : null;
}
