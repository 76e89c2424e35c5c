import { describe, expect, it } from 'vitest';
import { sentMessage } from '@/testing/chat-fixtures';
import { groupByDay, lastConfirmed, mergeMessages, messagePreview } from './messages';

const msg = sentMessage;

describe('mergeMessages', () => {
  it('replaces an optimistic bubble by its echo and keeps chronological order', () => {
    const pending = msg('b', '2025-01-01T10:00:05Z', { status: 'sending' });
    const merged = mergeMessages(
      [msg('a', '2025-01-01T10:00:00Z'), pending],
      [{ ...pending, created_at: '2025-01-01T10:00:06Z' }, msg('c', '2025-01-01T09:00:00Z')],
    );
    expect(merged.map((m) => [m.id, m.status])).toEqual([
      ['c', 'sent'],
      ['a', 'sent'],
      ['b', 'sent'],
    ]);
  });

  it('never duplicates a message delivered twice (realtime and catch-up)', () => {
    const row = msg('x', '2025-01-01T10:00:00Z');
    expect(mergeMessages(mergeMessages([], [row]), [row])).toHaveLength(1);
  });
});

describe('lastConfirmed', () => {
  it('skips messages still sending or failed', () => {
    const list = [msg('a', '2025-01-01T10:00:00Z'), msg('b', '2025-01-01T10:01:00Z', { status: 'failed' })];
    expect(lastConfirmed(list)?.id).toBe('a');
    expect(lastConfirmed([])).toBeUndefined();
  });
});

describe('groupByDay', () => {
  it('starts a new group at each local calendar day', () => {
    const groups = groupByDay([
      msg('a', new Date(2025, 0, 3, 23, 59).toISOString()),
      msg('b', new Date(2025, 0, 4, 0, 1).toISOString()),
      msg('c', new Date(2025, 0, 4, 12, 0).toISOString()),
    ]);
    expect(groups.map((g) => g.messages.map((m) => m.id))).toEqual([['a'], ['b', 'c']]);
    expect(groups[1]?.date.getDate()).toBe(4);
  });
});

describe('messagePreview', () => {
  it('shows the text, or a label for media without text', () => {
    expect(messagePreview('  hi  ', 'none')).toBe('hi');
    expect(messagePreview(null, 'image')).toBe('📷 Photo');
    expect(messagePreview('', 'video')).toBe('🎥 Video');
    expect(messagePreview(null, 'voice')).toBe('🎤 Voice message');
    expect(messagePreview(null, null)).toBe('');
  });

  it('names paid messages and tips with their amount instead of a bare text (issue 13)', () => {
    expect(messagePreview('For you', 'image', { priceCents: 400 })).toBe('🔒 Paid photo · €4.00: For you');
    expect(messagePreview(null, 'video', { priceCents: 1000 })).toBe('🔒 Paid video · €10.00');
    expect(messagePreview('Thanks!', 'none', { tipCents: 500 })).toBe('🎁 Tip €5.00: Thanks!');
  });
});
