import { describe, expect, it } from 'vitest';
import { AuthApiError } from '@supabase/supabase-js';
import { EMAIL_RATE_LIMITED, RATE_LIMITED, toError, unwrap, unwrapMaybe, UNEXPECTED_ERROR } from './errors';
import { isMoneyError } from './money-errors';

describe('toError', () => {
  it("keeps a service's own message", () => {
    expect(toError({ message: 'Invalid login credentials', status: 400 }).message).toBe('Invalid login credentials');
  });

  it('uses the fallback for exceptions without a message and for network failures', () => {
    expect(toError(undefined).message).toBe(UNEXPECTED_ERROR);
    expect(toError({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' }).message).toBe(UNEXPECTED_ERROR);
    expect(toError(new TypeError('Failed to fetch'), 'Try again').message).toBe('Try again');
  });

  it('reads a PostgREST request that never got an answer (offline) as a network failure, not "TypeError: …"', () => {
    const offline = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' };
    expect(toError(offline, 'Please try again.').message).toBe('Please try again.');
    // A real database error with the same word in it keeps its text.
    const real = { message: 'TypeError: in trigger', details: '', hint: '', code: 'P0001' };
    expect(toError(real).message).toBe('TypeError: in trigger');
  });
});

describe('toError for rate limits', () => {
  it('tells the user to wait when auth refuses for too many requests', () => {
    const limited = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(toError(limited).message).toBe(RATE_LIMITED);
    expect(RATE_LIMITED).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Any 429, whatever the code, reads the same.
    expect(toError({ message: 'Too Many Requests', status: 429 }).message).toBe(RATE_LIMITED);
  });

  it('says emails are limited when the project-wide mail budget is spent', () => {
    const limited = new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit');
    expect(toError(limited).message).toBe(EMAIL_RATE_LIMITED);
    // The budget is per hour: the wait it names is the hour, not "a few minutes".
    expect(EMAIL_RATE_LIMITED).toBe('Too many emails have been sent this hour. Please try again within the hour.');
  });

  it("keeps GoTrue's own resend-interval text, which already says how long to wait", () => {
    const tooSoon = new AuthApiError(
      'For security purposes, you can only request this after 42 seconds.',
      429,
      'over_email_send_rate_limit',
    );
    expect(toError(tooSoon).message).toBe('For security purposes, you can only request this after 42 seconds.');
  });

  it('leaves other errors alone', () => {
    const wrong = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(toError(wrong).message).toBe('Invalid login credentials');
  });
});

describe('unwrap', () => {
  it('returns the data of a successful result', () => {
    expect(unwrap({ data: { id: 1 }, error: null })).toEqual({ id: 1 });
  });

  it('throws the normalised error of a failed result', () => {
    expect(() => unwrap({ data: null, error: { message: 'new row violates row-level security policy' } })).toThrow(
      'new row violates row-level security policy',
    );
  });

  it('treats missing data as an error unless missing data is allowed', () => {
    expect(() => unwrap({ data: null, error: null }, 'Not found')).toThrow('Not found');
    expect(unwrapMaybe({ data: null, error: null })).toBeNull();
  });
});

describe('money errors (VM001–VM013)', () => {
  it('turns a refused purchase into a message and keeps the code and details for the screen', () => {
    const error = toError({
      code: 'VM001',
      message: 'Insufficient funds',
      details: '{"balance_cents":300,"short_cents":992}',
    });
    expect(isMoneyError(error, 'VM001')).toBe(true);
    expect(error.message).toBe('Your wallet balance is too low: you need €9.92 more. Top up your wallet to continue.');
    expect(isMoneyError(error) && error.details['balance_cents']).toBe(300);
  });

  it('explains a negative wallet and a changed price', () => {
    expect(toError({ code: 'VM002', message: 'x', details: '{"balance_cents":-500}' }).message).toMatch(
      /below zero after a refund or chargeback/,
    );
    expect(toError({ code: 'VM003', message: 'x', details: '{"price_cents":1500}' }).message).toBe(
      'The price has changed to €15.00. Check the new price and try again.',
    );
  });

  it('survives details that are not JSON', () => {
    const error = toError({ code: 'VM004', message: 'x', details: 'oops' });
    expect(error.message).toBe('This is not for sale.');
    expect(toError({ code: 'VM999', message: 'Other' }).message).toBe('Other');
  });
});

describe('toError for money errors', () => {
  it('turns the money codes into clear sentences with the amounts from details', () => {
    const short = { code: 'VM001', message: 'Insufficient balance', details: '{"balance_cents":0,"short_cents":300}' };
    expect(toError(short).message).toMatch(/^Your wallet balance is too low: you need .*3\.00 more\./);
    const tooMuch = { code: 'VM012', message: 'x', details: '{"available_cents":3040}' };
    expect(toError(tooMuch).message).toMatch(/^You can withdraw at most .*30\.40 right now\.$/);
    expect(toError({ code: 'VM011', message: 'x', details: null }).message).toBe(
      'Payouts open once your identity is verified.',
    );
    expect(toError({ code: 'VM009', message: 'x' }).message).toBe(
      'You must be at least 18 years old to become a creator.',
    );
  });

  it("keeps the database's text when details are missing or malformed, and leaves other codes alone", () => {
    expect(toError({ code: 'VM008', message: 'The minimum payout is €20.00.', details: 'nonsense' }).message).toBe(
      'The minimum payout is €20.00.',
    );
    expect(toError({ code: '23514', message: 'check failed' }).message).toBe('check failed');
  });
});
