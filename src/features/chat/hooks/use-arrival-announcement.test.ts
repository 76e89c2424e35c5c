import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentMessage } from '@/testing/chat-fixtures';
import type { ChatMessage } from '../api/types';
import { useArrivalAnnouncement } from './use-arrival-announcement';

const me = '00000000-0000-4000-8000-00000000000a';
const them = '00000000-0000-4000-8000-00000000000b';
let next = 0;
const message = (sender: string, content: string): ChatMessage =>
  sentMessage(`00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`, '2026-11-24T10:00:00Z', {
    sender_id: sender,
    content,
  });

describe('useArrivalAnnouncement', () => {
  it('announces only a new newest message from the other person, never the history or older pages', () => {
    const history = [message(them, 'old one'), message(me, 'my reply')];
    const { result, rerender } = renderHook(({ list }) => useArrivalAnnouncement(list, me, 'Luna'), {
      initialProps: { list: history },
    });
    expect(result.current).toBeNull();

    const older = [message(them, 'older page'), ...history];
    rerender({ list: older });
    expect(result.current).toBeNull();

    const mine = [...older, message(me, 'hi')];
    rerender({ list: mine });
    expect(result.current).toBeNull();

    const theirs = message(them, 'hello!');
    rerender({ list: [...mine, theirs] });
    expect(result.current).toEqual({ id: theirs.id, text: 'Luna: hello!' });
  });
});
