import { useEffect, useReducer, useRef } from 'react';
import { closedReplyBox, replyBoxReducer } from './reply-box-state';

/** Marks the open reply box and its Reply button: presses inside them are not "outside". */
export const REPLY_ZONE_ATTR = 'data-reply-zone';

/**
 * The one reply box of a post's comments; a press anywhere outside its zone closes it. From the
 * keyboard (issue 18), Escape in the box closes it, and after Escape or a sent reply focus goes back to
 * the Reply button that opened it instead of being lost with the box.
 */
export function useReplyBox() {
  const [state, dispatch] = useReducer(replyBoxReducer, closedReplyBox);
  const { openId } = state;
  const openerRef = useRef<HTMLElement | null>(null);
  const shouldRestoreRef = useRef(false);

  useEffect(() => {
    if (!openId) {
      if (shouldRestoreRef.current && openerRef.current?.isConnected) openerRef.current.focus();
      shouldRestoreRef.current = false;
      return;
    }
    const inZone = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      return Boolean(target?.closest(`[${REPLY_ZONE_ATTR}="${CSS.escape(openId)}"]`));
    };
    const handlePointerDown = (event: PointerEvent) => {
      if (!inZone(event)) dispatch({ type: 'outside' });
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !inZone(event)) return;
      shouldRestoreRef.current = true;
      dispatch({ type: 'outside' });
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [openId]);

  return {
    openId,
    text: state.text,
    toggle: (commentId: string) => {
      // The Reply button just pressed (Safari does not focus a clicked button: then nothing is restored).
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dispatch({ type: 'toggle', commentId });
    },
    setText: (text: string) => dispatch({ type: 'type', text }),
    submitted: () => {
      shouldRestoreRef.current = true;
      dispatch({ type: 'submitted' });
    },
  };
}
