import { describe, expect, it } from 'vitest';
import { linkOutcome } from './link-outcome';

describe('linkOutcome', () => {
  it('reads the message of the first of two email-change confirmations', () => {
    const hash = '#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=';
    expect(linkOutcome(hash)).toEqual({
      tone: 'info',
      text: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    });
  });

  it('reads the error of a used or expired link, from the fragment or (PKCE) the query', () => {
    const error = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(linkOutcome(`#${error}`)).toEqual({ tone: 'error', text: 'Email link is invalid or has expired' });
    expect(linkOutcome('', `?${error}`)).toEqual({ tone: 'error', text: 'Email link is invalid or has expired' });
  });

  it('finds nothing on a plain visit', () => {
    expect(linkOutcome('', '')).toBeNull();
  });
});
