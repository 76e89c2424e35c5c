import { describe, expect, it } from 'vitest';
import { amountProblem, centsToInput, formatEuro, formatSignedEuro, parseEuroInput } from './money';

describe('formatEuro', () => {
  it('formats cents with the app’s one locale rule', () => {
    expect(formatEuro(1250)).toBe('€12.50');
    expect(formatEuro(123456)).toBe('€1,234.56');
    expect(formatSignedEuro(2000)).toBe('+€20.00');
    expect(formatSignedEuro(-1292)).toBe('-€12.92');
  });
});

describe('parseEuroInput', () => {
  it('reads dots, commas, a euro sign and whole numbers', () => {
    expect(parseEuroInput('12')).toBe(1200);
    expect(parseEuroInput('12.5')).toBe(1250);
    expect(parseEuroInput('4,99')).toBe(499);
    expect(parseEuroInput(' € 20.00 ')).toBe(2000);
  });

  it('refuses what is not an amount instead of guessing', () => {
    for (const text of ['', 'abc', '12.555', '-5', '1e3', '1.2.3']) expect(parseEuroInput(text)).toBeNull();
  });

  it('round-trips the starting value of a field', () => {
    expect(parseEuroInput(centsToInput(499))).toBe(499);
  });
});

describe('amountProblem', () => {
  it('names the range when the amount is missing or outside it', () => {
    expect(amountProblem(null, 100, 10000)).toBe('Enter an amount in euro, between €1.00 and €100.00.');
    expect(amountProblem(50, 100, 10000)).toBe('The amount must be between €1.00 and €100.00.');
    expect(amountProblem(100, 100, 10000)).toBeNull();
  });
});
