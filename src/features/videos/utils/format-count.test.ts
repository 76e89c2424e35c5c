import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount (spec §9: counts of 1000 or more like 1.2K)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [1249, '1.2K'],
    [1299, '1.2K'],
    [15_300, '15.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_450_000, '2.4M'],
    [3_000_000_000, '3B'],
  ])('%i → %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it('never shows a negative or fractional count', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(12.7)).toBe('12');
  });
});
