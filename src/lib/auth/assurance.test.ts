import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { needsSecondFactor, sessionAal } from './assurance';

const token = (claims: object) =>
  `x.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.y`;

const session = (aal: string, factors: Array<{ status: string }> = []) =>
  ({ access_token: token({ aal, sub: 'u' }), user: { id: 'u', factors } }) as unknown as Session;

describe('needsSecondFactor', () => {
  it('asks for the code at aal1 when a verified factor exists', () => {
    expect(needsSecondFactor(session('aal1', [{ status: 'verified' }]))).toBe(true);
  });

  it('does not ask at aal2, without factors, with only an unverified one, or signed out', () => {
    expect(needsSecondFactor(session('aal2', [{ status: 'verified' }]))).toBe(false);
    expect(needsSecondFactor(session('aal1'))).toBe(false);
    expect(needsSecondFactor(session('aal1', [{ status: 'unverified' }]))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });

  it('reads the aal claim, null for a token it cannot read', () => {
    expect(sessionAal(session('aal2'))).toBe('aal2');
    expect(sessionAal({ access_token: 'garbage' } as Session)).toBeNull();
  });
});
