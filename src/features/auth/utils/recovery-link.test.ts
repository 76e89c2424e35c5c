import { describe, expect, it } from 'vitest';
import { recoveryLinkError } from './recovery-link';

describe('recoveryLinkError', () => {
  it('reads the description GoTrue puts in the fragment of a failed link', () => {
    const hash =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
    expect(recoveryLinkError(hash)).toBe('Email link is invalid or has expired');
  });

  it('falls back to a generic text when only the error code is present', () => {
    expect(recoveryLinkError('', '?error=access_denied')).toBe('This reset link is invalid or has expired.');
  });

  it('finds nothing in a successful recovery fragment', () => {
    expect(recoveryLinkError('#access_token=abc&type=recovery')).toBeNull();
  });
});
