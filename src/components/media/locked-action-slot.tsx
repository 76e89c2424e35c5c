import { createContext, type ReactNode, useContext } from 'react';

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
export type LockedActionSize = 'roomy' | 'compact';
export type LockedActionRenderer = (item: LockedItem, size: LockedActionSize) => ReactNode;

const LockedActionContext = createContext<LockedActionRenderer | null>(null);

/**
 * The unlock slot of every locked media placeholder. Media components live in features and shared
 * code, the purchase flow in its own feature; the app layer joins them here, so no feature imports
 * another and every placeholder offers the same action.
 */
export function LockedActionProvider({ render, children }: { render: LockedActionRenderer; children: ReactNode }) {
  return <LockedActionContext.Provider value={render}>{children}</LockedActionContext.Provider>;
}

/** The action for `item`, or null outside the provider (tests, signed-out screens): then the caller's fallback shows. */
export function useLockedAction(item: LockedItem | null, size: LockedActionSize): ReactNode {
  const render = useContext(LockedActionContext);
  return render && item ? render(item, size) : null;
}
