import { describe, expect, it } from 'vitest';
import { detailRelativeTime, feedRelativeTime } from './relative-time';

const now = new Date('2025-10-27T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('feedRelativeTime (spec §9)', () => {
  it.each([
    [0, 'just now'],
    [59 * s, 'just now'],
    [60 * s, '1m'],
    [59 * m + 59 * s, '59m'],
    [h, '1h'],
    [23 * h + 59 * m, '23h'],
    [d, '1d'],
    [6 * d + 23 * h, '6d'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(feedRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('switches to the app’s date from 7 days, never a US-style 10/20/2025', () => {
    expect(feedRelativeTime(ago(7 * d), now)).toBe('20 Oct 2025');
  });

  it('treats a time in the future (clock skew) as just now', () => {
    expect(feedRelativeTime(new Date(now.getTime() + 5 * m), now)).toBe('just now');
  });
});

describe('detailRelativeTime (spec §9)', () => {
  it.each([
    [30 * s, 'now'],
    [5 * m, '5m'],
    [3 * h, '3h'],
    [2 * d, '2d'],
    [400 * d, '400d'],
  ])('%i ms ago reads %s, never a date', (elapsed, expected) => {
    expect(detailRelativeTime(ago(elapsed), now)).toBe(expected);
  });
});
