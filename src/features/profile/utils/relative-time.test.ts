import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-11-20T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('follows the feed steps of spec §9', () => {
    expect(relativeTime(ago(30), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5m');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3h');
    expect(relativeTime(ago(2 * 86_400), now)).toBe('2d');
    expect(relativeTime(ago(9 * 86_400), now, 'en-US')).toBe('11/11/2025');
  });
});
