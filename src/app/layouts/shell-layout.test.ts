import { describe, expect, it } from 'vitest';
import { shellLayout } from './shell-layout';

describe('shellLayout', () => {
  it('shows Suggested Creators on Home, Discover and profiles only', () => {
    for (const path of ['/', '/discover', '/profile', '/profile/@lunarivera']) {
      expect(shellLayout(path).suggestions, path).toBe(true);
    }
    for (const path of [
      '/chats',
      '/chats/abc',
      '/wallet',
      '/moderation',
      '/settings',
      '/settings/privacy',
      '/post/1',
    ]) {
      expect(shellLayout(path).suggestions, path).toBe(false);
    }
  });

  it('widens the wallet and the moderation console, nothing else', () => {
    expect(shellLayout('/wallet')).toEqual({ suggestions: false, wide: true, full: false });
    expect(shellLayout('/moderation')).toEqual({ suggestions: false, wide: true, full: false });
    expect(shellLayout('/').wide).toBe(false);
    expect(shellLayout('/settings').wide).toBe(false);
  });

  it('gives Chats the whole width for its two panes', () => {
    for (const path of ['/chats', '/chats/abc']) expect(shellLayout(path).full, path).toBe(true);
    for (const path of ['/', '/wallet', '/chatsx']) expect(shellLayout(path).full, path).toBe(false);
  });
});
