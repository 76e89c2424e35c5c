/*
 * A link that opens a creator's Join now sheet (issue 28, UX review m14): a locked subscriber-only
 * post's "View image" / "View video" and the Subscriptions screen's "Subscribe again" go to the
 * creator's profile with this navigation state, and the profile's subscription area opens its sheet
 * (once: it drops the state, so Back or a reload does not open it again).
 */
export const OPEN_SUBSCRIBE_STATE = { openSubscribe: true } as const;

export const opensSubscribe = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openSubscribe' in state && state.openSubscribe === true;
