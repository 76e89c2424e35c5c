/**
 * Where supabase-js keeps the session. "Remember me" decides: checked → localStorage (survives
 * closing the browser); unchecked → sessionStorage (gone when the tab closes). The choice itself is
 * stored in localStorage so a reload in the same tab finds the session again.
 */
const CHOICE_KEY = 'velvet.remember-me';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AuthStorage extends KeyValueStore {
  setRememberMe(remember: boolean): void;
  isRemembered(): boolean;
}

export function createAuthStorage(local: KeyValueStore, session: KeyValueStore): AuthStorage {
  const isRemembered = () => local.getItem(CHOICE_KEY) !== 'false';
  const target = () => (isRemembered() ? local : session);
  const other = () => (isRemembered() ? session : local);
  return {
    isRemembered,
    setRememberMe(remember) {
      local.setItem(CHOICE_KEY, String(remember));
    },
    getItem(key) {
      return target().getItem(key);
    },
    setItem(key, value) {
      target().setItem(key, value);
      // Never leave a copy behind in the store the user did not choose.
      other().removeItem(key);
    },
    removeItem(key) {
      local.removeItem(key);
      session.removeItem(key);
    },
  };
}

export const authStorage: AuthStorage = createAuthStorage(window.localStorage, window.sessionStorage);
