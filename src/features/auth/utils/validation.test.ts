import { describe, expect, it } from 'vitest';
import { messages, validateNewPassword, validateSignup, type SignupValues } from './validation';

describe('validateNewPassword', () => {
  it('accepts matching passwords of at least 6 characters', () => {
    expect(validateNewPassword('secret', 'secret')).toBeNull();
  });

  it('refuses passwords that differ', () => {
    expect(validateNewPassword('secret1', 'secret2')).toBe('Passwords do not match');
  });

  it('refuses a matching password shorter than 6 characters', () => {
    expect(validateNewPassword('12345', '12345')).toBe('Password must be at least 6 characters long');
  });

  it('reports the mismatch before the length', () => {
    expect(validateNewPassword('123', '456')).toBe(messages.passwordsDoNotMatch);
  });
});

describe('validateSignup', () => {
  const valid: SignupValues = {
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    password: 'engines',
    confirmPassword: 'engines',
    confirmAdult: true,
    acceptTerms: true,
  };

  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('refuses a blank name', () => {
    expect(validateSignup({ ...valid, name: '   ' })).toBe(messages.nameRequired);
  });

  it('refuses without the 18+ confirmation, even with the terms accepted', () => {
    expect(validateSignup({ ...valid, confirmAdult: false })).toBe(messages.adultRequired);
  });

  it('refuses when the terms are not accepted', () => {
    expect(validateSignup({ ...valid, acceptTerms: false })).toBe(messages.termsRequired);
  });

  it('applies the password rules', () => {
    expect(validateSignup({ ...valid, confirmPassword: 'engine' })).toBe(messages.passwordsDoNotMatch);
  });
});
