import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthStorage } from './auth-storage';

const KEY = 'sb-127-auth-token';

describe('auth storage (Remember me)', () => {
  let storage: ReturnType<typeof createAuthStorage>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    storage = createAuthStorage(localStorage, sessionStorage);
  });

  it('keeps the session in localStorage when remembered (the default)', () => {
    storage.setItem(KEY, 'session');
    expect(localStorage.getItem(KEY)).toBe('session');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(storage.getItem(KEY)).toBe('session');
  });

  it('keeps the session only for this tab when not remembered', () => {
    storage.setRememberMe(false);
    storage.setItem(KEY, 'session');
    expect(sessionStorage.getItem(KEY)).toBe('session');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(storage.getItem(KEY)).toBe('session');
  });

  it('moves an earlier remembered session out of localStorage when the user opts out', () => {
    storage.setItem(KEY, 'old');
    storage.setRememberMe(false);
    storage.setItem(KEY, 'new');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('removes the session from both stores on sign-out', () => {
    localStorage.setItem(KEY, 'a');
    sessionStorage.setItem(KEY, 'b');
    storage.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
