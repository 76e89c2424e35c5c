import { describe, expect, it } from 'vitest';
import { formatEuro, formatSignedEuro, parseEuroInput } from './money';

describe('money formatting', () => {
  it('writes euro amounts in the reader’s locale', () => {
    expect(formatEuro(1292, 'en')).toBe('€12.92');
    expect(formatEuro(1292, 'de').replace(/\s/g, ' ')).toBe('12,92 €');
    expect(formatSignedEuro(2000, 'en')).toBe('+€20.00');
    expect(formatSignedEuro(-1292, 'en')).toBe('-€12.92');
  });

  it('reads typed amounts as cents and refuses anything else', () => {
    expect(parseEuroInput('20')).toBe(2000);
    expect(parseEuroInput('7,5')).toBe(750);
    expect(parseEuroInput(' 12.34 ')).toBe(1234);
    expect(parseEuroInput('12.345')).toBeNull();
    expect(parseEuroInput('-5')).toBeNull();
    expect(parseEuroInput('')).toBeNull();
    expect(parseEuroInput('1e3')).toBeNull();
  });
});
