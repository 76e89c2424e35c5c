import { useEffect, useReducer } from 'react';
import { closedReplyBox, replyBoxReducer } from './reply-box-state';

/** Marks the open reply box and its Reply button: presses inside them are not "outside". */
export const REPLY_ZONE_ATTR = 'data-reply-zone';

/** The one reply box of a post's comments; a press anywhere outside its zone closes it. */
export function useReplyBox() {
  const [state, dispatch] = useReducer(replyBoxReducer, closedReplyBox);
  const { openId } = state;

  useEffect(() => {
    if (!openId) return;
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`[${REPLY_ZONE_ATTR}="${CSS.escape(openId)}"]`)) dispatch({ type: 'outside' });
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [openId]);

  return {
    openId,
    text: state.text,
    toggle: (commentId: string) => dispatch({ type: 'toggle', commentId }),
    setText: (text: string) => dispatch({ type: 'type', text }),
    submitted: () => dispatch({ type: 'submitted' }),
  };
}
