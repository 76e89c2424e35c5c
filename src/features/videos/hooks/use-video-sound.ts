import { useCallback, useSyncExternalStore } from 'react';

/*
 * The video feed's sound choice (issue 14 §7): muted by default (spec §2), and once changed it holds
 * for every video scrolled to and for the rest of the browser session (sessionStorage), so leaving the
 * feed and coming back does not silence it again, while a new session starts muted as the spec asks.
 */
const KEY = 'velvet.videoSound';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) !== 'on';
  } catch {
    return true; // storage blocked: muted, as the spec's default
  }
}

let isMuted = typeof window === 'undefined' ? true : read();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setVideoMuted(muted: boolean) {
  isMuted = muted;
  try {
    window.sessionStorage.setItem(KEY, muted ? 'off' : 'on');
  } catch {
    // The choice still holds in memory for this page.
  }
  for (const listener of listeners) listener();
}

/** `[isMuted, setMuted]`, shared by every video of the feed. */
export function useVideoSound(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(
    subscribe,
    () => isMuted,
    () => true,
  );
  return [muted, useCallback((next: boolean) => setVideoMuted(next), [])];
}
