import { describe, expect, it } from 'vitest';
import { toError, unwrap, unwrapMaybe, UNEXPECTED_ERROR } from './errors';

describe('toError', () => {
  it("keeps a service's own message", () => {
    expect(toError({ message: 'Invalid login credentials', status: 400 }).message).toBe('Invalid login credentials');
  });

  it('uses the fallback for exceptions without a message and for network failures', () => {
    expect(toError(undefined).message).toBe(UNEXPECTED_ERROR);
    expect(toError({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' }).message).toBe(UNEXPECTED_ERROR);
    expect(toError(new TypeError('Failed to fetch'), 'Try again').message).toBe('Try again');
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
