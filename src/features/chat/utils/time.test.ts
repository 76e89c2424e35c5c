import { describe, expect, it } from 'vitest';
import { formatDaySeparator, formatDuration, formatListTime, formatMessageTime } from './time';

const at = (iso: string) => new Date(iso);
const now = at('2025-03-10T12:00:00');

describe('formatMessageTime', () => {
  it('uses the 24-hour clock with leading zeros', () => {
    expect(formatMessageTime(at('2025-03-10T07:05:00'))).toBe('07:05');
    expect(formatMessageTime(at('2025-03-10T23:59:00'))).toBe('23:59');
    expect(formatMessageTime(at('2025-03-10T00:00:00'))).toBe('00:00');
  });
});

describe('formatDaySeparator', () => {
  it('says Today and Yesterday by calendar day, not by 24-hour windows', () => {
    expect(formatDaySeparator(at('2025-03-10T00:01:00'), now)).toBe('Today');
    expect(formatDaySeparator(at('2025-03-09T23:59:00'), now)).toBe('Yesterday');
    expect(formatDaySeparator(at('2025-03-09T00:00:00'), now)).toBe('Yesterday');
  });

  it('writes older days as day, short month and year', () => {
    expect(formatDaySeparator(at('2025-03-08T23:00:00'), now)).toBe('8 Mar 2025');
    expect(formatDaySeparator(at('2025-01-03T10:00:00'), now)).toBe('3 Jan 2025');
  });
});

describe('formatListTime', () => {
  it('counts hours under a day', () => {
    expect(formatListTime(at('2025-03-10T09:30:00'), now)).toBe('2 hrs');
    expect(formatListTime(at('2025-03-10T11:00:00'), now)).toBe('1 hrs');
    expect(formatListTime(at('2025-03-09T12:00:01'), now)).toBe('23 hrs');
  });

  it('says Yesterday from 24 hours, then days under a week, then a date', () => {
    expect(formatListTime(at('2025-03-09T12:00:00'), now)).toBe('Yesterday');
    expect(formatListTime(at('2025-03-08T11:00:00'), now)).toBe('2 days');
    expect(formatListTime(at('2025-03-03T12:00:01'), now)).toBe('6 days');
    expect(formatListTime(at('2025-03-03T12:00:00'), now)).toBe('3 Mar 2025');
  });

  it('reads now and minutes under an hour, and never a negative time for a clock ahead of ours', () => {
    expect(formatListTime(at('2025-03-10T11:59:30'), now)).toBe('now');
    expect(formatListTime(at('2025-03-10T11:45:00'), now)).toBe('15 min');
    expect(formatListTime(at('2025-03-10T12:00:05'), now)).toBe('now');
  });
});

describe('formatDuration', () => {
  it('formats m:ss and rounds down partial seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9.9)).toBe('0:09');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(600)).toBe('10:00');
  });

  it('treats unknown durations (Infinity, NaN, negative) as 0:00', () => {
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});
