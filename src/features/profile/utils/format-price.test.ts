import { describe, expect, it } from 'vitest';
import { formatCount, formatMonthlyPrice } from './format-price';

describe('formatMonthlyPrice', () => {
  it('formats euro cents for the locale', () => {
    expect(formatMonthlyPrice(1292, 'en-US')).toBe('€12.92');
    // German and French put the sign after the amount, with a non-breaking space.
    expect(formatMonthlyPrice(1292, 'de-DE')).toBe('12,92\u00a0€');
    expect(formatMonthlyPrice(499, 'fr-FR')).toMatch(/^4,99\s€$/u);
  });

  it('keeps two decimals for whole euros', () => {
    expect(formatMonthlyPrice(1000, 'en-GB')).toBe('€10.00');
  });

  it('gives nothing when there is no subscription, so the button is hidden', () => {
    expect(formatMonthlyPrice(null, 'en-US')).toBeNull();
    expect(formatMonthlyPrice(undefined, 'en-US')).toBeNull();
    expect(formatMonthlyPrice(0, 'en-US')).toBeNull();
    expect(formatMonthlyPrice(Number.NaN, 'en-US')).toBeNull();
  });
});

describe('formatCount', () => {
  it('shortens large numbers', () => {
    expect(formatCount(12, 'en-US')).toBe('12');
    expect(formatCount(1234, 'en-US')).toBe('1.2K');
    expect(formatCount(3_400_000, 'en-US')).toBe('3.4M');
  });
});
