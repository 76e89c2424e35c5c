import { describe, expect, it } from 'vitest';
import { formatDate, tenureText } from './format';

describe('tenureText', () => {
  it('counts days, then months, then years', () => {
    expect(tenureText(0)).toBe('Subscribed today');
    expect(tenureText(1)).toBe('Subscribed 1 day');
    expect(tenureText(45)).toBe('Subscribed 45 days');
    expect(tenureText(92)).toBe('Subscribed 3 months');
    expect(tenureText(800)).toBe('Subscribed 2 years');
  });
});

it('formats dates as the app does everywhere', () => {
  expect(formatDate('2026-03-15T10:00:00Z')).toBe('15 Mar 2026');
});
