import { describe, expect, it } from 'vitest';
import { formatCount, formatMonthlyPrice } from './format-price';

describe('formatMonthlyPrice', () => {
  it('formats euro cents as the app does everywhere, whatever the browser language', () => {
    expect(formatMonthlyPrice(1292)).toBe('€12.92');
  });

  it('keeps two decimals for whole euros', () => {
    expect(formatMonthlyPrice(1000)).toBe('€10.00');
  });

  it('gives nothing when there is no subscription, so the button is hidden', () => {
    expect(formatMonthlyPrice(null)).toBeNull();
    expect(formatMonthlyPrice(undefined)).toBeNull();
    expect(formatMonthlyPrice(0)).toBeNull();
    expect(formatMonthlyPrice(Number.NaN)).toBeNull();
  });
});

describe('formatCount', () => {
  it('shortens large numbers', () => {
    expect(formatCount(12)).toBe('12');
    expect(formatCount(1234)).toBe('1.2K');
    expect(formatCount(3_400_000)).toBe('3.4M');
  });
});
