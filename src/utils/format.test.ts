import { describe, expect, it } from 'vitest';
import {
  APP_LOCALE,
  formatCompactNumber,
  formatDate,
  formatDateTime,
  formatEuro,
  formatLongDate,
  formatShortDate,
  formatSignedEuro,
  formatTime,
  formatWeekday,
} from './format';

// Local time: the formats read the reader's clock, so the inputs are local dates.
const sept = new Date(2026, 8, 5, 14, 7);
const jan = new Date(2025, 0, 3, 9, 5);

describe('one locale rule (issue 14 §10)', () => {
  it('writes dates day first, as the spec does, never 9/5/2026', () => {
    expect(formatDate(jan)).toBe('3 Jan 2025');
    expect(formatDate(sept)).toBe('5 Sep 2026');
    expect(formatShortDate(sept)).toBe('5 Sep');
    expect(formatLongDate(sept)).toBe('5 September 2026');
    expect(formatWeekday(sept)).toBe('Saturday');
  });

  it('writes times as 24-hour hh:mm (spec §9)', () => {
    expect(formatTime(jan)).toBe('09:05');
    expect(formatDateTime(sept)).toBe('5 Sep 2026, 14:07');
  });

  it('accepts ISO strings and gives nothing for an invalid date instead of throwing', () => {
    expect(formatDate(sept.toISOString())).toBe('5 Sep 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes euro and counts the same way next to those dates', () => {
    expect(formatEuro(499)).toBe('€4.99');
    expect(formatEuro(123456)).toBe('€1,234.56');
    expect(formatSignedEuro(-1292)).toBe('-€12.92');
    expect(formatCompactNumber(1234)).toBe('1.2K');
  });

  it('writes numbers exactly as Intl does in en-IE, without paying for building an Intl formatter', () => {
    const compact = new Intl.NumberFormat(APP_LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
    const euro = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'EUR' });
    const signed = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' });
    const edges = [
      0, 1, 5, 999, 1000, 1049, 1050, 1949, 1950, 9999, 99_949, 99_950, 999_499, 999_500, 999_949, 999_950,
    ];
    const magnitudes = [1, 1e3, 1e6, 1e9, 1e12].flatMap((m) => edges.map((e) => e * m));
    // A fixed pseudo-random spread too (no Math.random: a failure must be repeatable).
    const spread = Array.from({ length: 2000 }, (_, i) => Math.floor(((i * 7919) % 2000) ** (1 + (i % 5)) / 7));
    for (const n of [...magnitudes, ...spread, -1234, -5]) {
      expect(formatCompactNumber(n), String(n)).toBe(compact.format(n));
      expect(formatEuro(n), String(n)).toBe(euro.format(n / 100));
      expect(formatSignedEuro(n), String(n)).toBe(signed.format(n / 100));
      expect(formatSignedEuro(-n), String(-n)).toBe(signed.format(-n / 100));
    }
  });
});
