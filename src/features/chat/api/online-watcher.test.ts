import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineWatcher } from './online-watcher';

/** Records the watches the watcher opens; each can report its user online or offline. */
function fakeOpener() {
  const open = new Map<string, (isOnline: boolean) => void>();
  const closed: string[] = [];
  const opener = vi.fn((userId: string, onChange: (isOnline: boolean) => void) => {
    open.set(userId, onChange);
    return () => {
      open.delete(userId);
      closed.push(userId);
    };
  });
  return { opener, open, closed };
}

describe('OnlineWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one watch per user however many screens ask, and publishes who is online', () => {
    const { opener, open } = fakeOpener();
    const published: string[][] = [];
    const watcher = new OnlineWatcher(opener, (online) => published.push([...online].sort()), 10, 1000);
    watcher.watch(['a', 'b', 'a']);
    watcher.watch(['b']);
    expect(opener.mock.calls.map(([id]) => id)).toEqual(['a', 'b']);

    open.get('b')!(true);
    open.get('a')!(true);
    open.get('a')!(true); // unchanged: nothing new to publish
    open.get('b')!(false);
    expect(published).toEqual([['b'], ['a', 'b'], ['a']]);
  });

  it('keeps a released watch for the linger time, reuses it if asked again, then closes it', () => {
    const { opener, open, closed } = fakeOpener();
    const published: string[][] = [];
    const watcher = new OnlineWatcher(opener, (online) => published.push([...online]), 10, 1000);
    const release = watcher.watch(['a']);
    open.get('a')!(true);
    release();
    release(); // releasing twice counts once
    vi.advanceTimersByTime(999);
    expect(closed).toEqual([]);

    const again = watcher.watch(['a']); // e.g. back from a chat to the list
    vi.advanceTimersByTime(5000);
    expect(closed).toEqual([]);
    expect(opener).toHaveBeenCalledTimes(1);

    again();
    vi.advanceTimersByTime(1000);
    expect(closed).toEqual(['a']);
    expect(published.at(-1)).toEqual([]); // a user no longer watched is no longer shown online
  });

  it('never holds more than its limit: unused watches make room, least recently used first', () => {
    const { opener, closed } = fakeOpener();
    const watcher = new OnlineWatcher(opener, () => undefined, 3, 60_000);
    const releaseA = watcher.watch(['a']);
    const releaseB = watcher.watch(['b']);
    watcher.watch(['c']);
    releaseB();
    releaseA();
    watcher.watch(['d']); // b was released before a
    expect(closed).toEqual(['b']);
    watcher.watch(['e']);
    expect(closed).toEqual(['b', 'a']);
    // All three in use: a fourth is not watched at all.
    watcher.watch(['f']);
    expect(opener.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('closes everything at sign-out and ignores late reports from closed watches', () => {
    const { opener, open, closed } = fakeOpener();
    const published: string[][] = [];
    const watcher = new OnlineWatcher(opener, (online) => published.push([...online]), 10, 1000);
    watcher.watch(['a', 'b']);
    const reportA = open.get('a')!;
    reportA(true);
    watcher.close();
    expect(closed.sort()).toEqual(['a', 'b']);
    reportA(true);
    expect(published).toEqual([['a'], []]);
  });
});
