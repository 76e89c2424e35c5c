/** Spec §4 Reply: at most one reply box is open; closing it (any way) clears its text. */
export interface ReplyBoxState {
  openId: string | null;
  text: string;
}

export type ReplyBoxAction =
  { type: 'toggle'; commentId: string } | { type: 'outside' } | { type: 'type'; text: string } | { type: 'submitted' };

export const closedReplyBox: ReplyBoxState = { openId: null, text: '' };

export function replyBoxReducer(state: ReplyBoxState, action: ReplyBoxAction): ReplyBoxState {
  switch (action.type) {
    case 'toggle':
      // A second click on the same Reply closes it; Reply on another comment moves the box there, empty.
      return state.openId === action.commentId ? closedReplyBox : { openId: action.commentId, text: '' };
    case 'outside':
    case 'submitted':
      return state.openId === null ? state : closedReplyBox;
    case 'type':
      return state.openId === null ? state : { ...state, text: action.text };
  }
}
