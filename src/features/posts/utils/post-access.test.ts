import { describe, expect, it } from 'vitest';
import { accessLabel, accessMessages, readAccess } from './post-access';

describe('readAccess', () => {
  it('posts publicly without media or a price', () => {
    expect(readAccess('public', '', false)).toEqual({ access: { level: 'public' }, problem: null });
  });

  it('refuses to lock a post without media', () => {
    expect(readAccess('subscribers', '', false).problem).toBe(accessMessages.needsMedia);
    expect(readAccess('ppv', '5', false).problem).toBe(accessMessages.needsMedia);
  });

  it('reads a pay-per-view price in euro within €1–€100', () => {
    expect(readAccess('ppv', '4,99', true)).toEqual({ access: { level: 'ppv', priceCents: 499 }, problem: null });
    expect(readAccess('ppv', '0.50', true).problem).toMatch(/between .*1\.00 and .*100\.00/);
    expect(readAccess('ppv', '100.01', true).problem).toMatch(/between/);
    expect(readAccess('ppv', 'five', true).problem).toMatch(/Enter an amount/);
  });
});

it('labels locked posts for their author', () => {
  expect(accessLabel({ is_locked: false, price_cents: null })).toBeNull();
  expect(accessLabel({ is_locked: true, price_cents: null })).toBe('Subscribers only');
  expect(accessLabel({ is_locked: true, price_cents: 499 })).toMatch(/^Pay-per-view · .*4\.99$/);
});
