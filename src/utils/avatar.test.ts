import { describe, expect, it } from 'vitest';
import { avatarFallback, initials } from './avatar';

describe('initials', () => {
  it('is the first two letters of the name in capitals', () => {
    expect(initials('velvet fan')).toBe('VE');
    expect(initials('  émile ')).toBe('ÉM');
  });

  it('keeps a one-letter name as it is', () => {
    expect(initials('x')).toBe('X');
  });

  it('is UP without a name', () => {
    expect(initials('')).toBe('UP');
    expect(initials('   ')).toBe('UP');
    expect(initials(null)).toBe('UP');
  });
});

describe('avatarFallback', () => {
  it('uses the uploaded avatar when there is one', () => {
    expect(avatarFallback({ avatarUrl: 'http://x/a.png', username: 'fan', name: 'Fan' })).toEqual({
      kind: 'image',
      src: 'http://x/a.png',
    });
  });

  it('generates one from the username when there is no upload', () => {
    expect(avatarFallback({ avatarUrl: null, username: 'fan', name: 'Fan' })).toEqual({
      kind: 'generated',
      seed: 'fan',
    });
    expect(avatarFallback({ avatarUrl: '  ', username: 'fan' })).toEqual({ kind: 'generated', seed: 'fan' });
  });

  it('falls back to initials, then UP, when the username is unknown', () => {
    expect(avatarFallback({ name: 'ada' })).toEqual({ kind: 'initials', text: 'AD' });
    expect(avatarFallback({})).toEqual({ kind: 'initials', text: 'UP' });
  });
});
