import { describe, expect, it } from 'vitest';
import { messageRow, sentMessage } from '@/testing/chat-fixtures';
import type { ChatMessage } from '../api/types';
import {
  flattenPages,
  mergeIntoPages,
  type MessagePages,
  newerThan,
  olderThan,
  toPage,
  updateNewestPage,
} from './message-pages';

const row = messageRow;
const sent = (id: string, at: string) => sentMessage(id, at);
const ids = (messages: readonly ChatMessage[]) => messages.map((m) => m.id);

/** Two pages as useInfiniteQuery holds them: newest first; the older one is the start of history. */
const twoPages = (): MessagePages => ({
  pages: [
    { messages: [sent('c', '2025-01-02T10:00:00Z'), sent('d', '2025-01-02T11:00:00Z')], older: null },
    { messages: [sent('a', '2025-01-01T10:00:00Z'), sent('b', '2025-01-01T11:00:00Z')], older: null },
  ],
  pageParams: [null, { created_at: '2025-01-02T10:00:00Z', id: 'c' }],
});

describe('toPage', () => {
  it('keeps the page size, shows it oldest first, and makes the oldest kept row the cursor', () => {
    const rows = [row('d', '2025-01-04T00:00:00Z'), row('c', '2025-01-03T00:00:00Z'), row('b', '2025-01-02T00:00:00Z')];
    const page = toPage(rows, 2);
    expect(ids(page.messages)).toEqual(['c', 'd']);
    expect(page.older).toEqual({ created_at: '2025-01-03T00:00:00Z', id: 'c' });
  });

  it('says the history starts here when no extra row came back (no empty request at the end)', () => {
    expect(toPage([row('b', '2025-01-02T00:00:00Z'), row('a', '2025-01-01T00:00:00Z')], 2).older).toBeNull();
    expect(toPage([], 2)).toEqual({ messages: [], older: null });
  });

  it('orders rows of one instant by id, as the keyset does', () => {
    const at = '2025-01-01T00:00:00Z';
    expect(ids(toPage([row('y', at), row('x', at), row('w', at)], 2).messages)).toEqual(['x', 'y']);
  });
});

describe('olderThan', () => {
  it('bounds the scan by the instant and breaks ties on id, with the timestamp quoted', () => {
    const filter = olderThan({ created_at: '2025-01-01T10:00:00.123456+00:00', id: 'abc' });
    expect(filter.lte).toBe('2025-01-01T10:00:00.123456+00:00');
    expect(filter.or).toBe(
      'created_at.lt."2025-01-01T10:00:00.123456+00:00",and(created_at.eq."2025-01-01T10:00:00.123456+00:00",id.lt.abc)',
    );
  });
});

describe('newerThan', () => {
  it('mirrors olderThan: from the instant on, the same instant only after the id', () => {
    const filter = newerThan({ created_at: '2025-01-01T10:00:00.123456+00:00', id: 'abc' });
    expect(filter.gte).toBe('2025-01-01T10:00:00.123456+00:00');
    expect(filter.or).toBe(
      'created_at.gt."2025-01-01T10:00:00.123456+00:00",and(created_at.eq."2025-01-01T10:00:00.123456+00:00",id.gt.abc)',
    );
  });
});

describe('flattenPages', () => {
  it('puts the older pages first, chronologically, one bubble per id', () => {
    const data = twoPages();
    data.pages[1]!.messages.push(sent('c', '2025-01-02T10:00:00Z'));
    expect(ids(flattenPages(data))).toEqual(['a', 'b', 'c', 'd']);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('updateNewestPage', () => {
  it('changes only the newest page and leaves older pages as they were', () => {
    const data = twoPages();
    const next = updateNewestPage(data, (list) => [
      ...list,
      { ...sent('e', '2025-01-02T12:00:00Z'), status: 'sending' },
    ]);
    expect(ids(flattenPages(next))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(next?.pages[1]).toBe(data.pages[1]);
  });

  it('writes nothing before the first page is in', () => {
    expect(updateNewestPage(undefined, () => [sent('x', '2025-01-01T00:00:00Z')])).toBeUndefined();
  });
});

describe('mergeIntoPages', () => {
  it('appends a realtime arrival to the newest page and replaces an optimistic bubble by its echo', () => {
    const data = updateNewestPage(twoPages(), (list) => [
      ...list,
      { ...sent('e', '2025-01-02T12:00:00Z'), status: 'failed' },
    ]);
    const next = mergeIntoPages(data, [row('e', '2025-01-02T12:00:01Z'), row('f', '2025-01-02T12:00:02Z')]);
    expect(flattenPages(next).map((m) => [m.id, m.status])).toEqual([
      ['a', 'sent'],
      ['b', 'sent'],
      ['c', 'sent'],
      ['d', 'sent'],
      ['e', 'sent'],
      ['f', 'sent'],
    ]);
    expect(next?.pages[1]?.messages).toHaveLength(2);
  });

  it('replaces a row already on an older page there instead of adding it twice', () => {
    const next = mergeIntoPages(twoPages(), [row('a', '2025-01-01T10:00:00Z')]);
    expect(ids(flattenPages(next))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(next!.pages[0]!.messages)).toEqual(['c', 'd']);
  });

  it('keeps the cursors, so the next older page is still asked for from the same place', () => {
    const data = twoPages();
    data.pages[1]!.older = { created_at: '2025-01-01T10:00:00Z', id: 'a' };
    const next = mergeIntoPages(data, [row('z', '2025-01-03T00:00:00Z')]);
    expect(next?.pages.map((p) => p.older)).toEqual([null, { created_at: '2025-01-01T10:00:00Z', id: 'a' }]);
    expect(next?.pageParams).toBe(data.pageParams);
  });
});
