import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const read = () => navigator.onLine;

/**
 * Whether this device has a network connection, as the browser reports it (`navigator.onLine` and
 * its online/offline events). "false" is reliable (no network at all); "true" only means a network
 * exists, so requests can still fail and keep their own error handling.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
