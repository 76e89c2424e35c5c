import { createContext, useContext } from 'react';
import { unwrap } from './errors';
import { supabase } from './supabase';
import { viewerShellRequest } from './viewer-shell-request';

/*
 * The app shell asks for everything it shows about the signed-in viewer in one request
 * (`viewer_shell`: own profile, unread notifications and chats, wallet, a creator's earnings,
 * suggested creators where shown, privacy settings), and
 * the layout seeds those parts into the caches of the queries that would otherwise each ask. Until
 * that request has settled those queries wait (`useViewerShellSettled`), so a cold load costs the
 * shell's request plus the screen's; if it fails, they fetch on their own as before.
 */

/** The raw `viewer_shell` answer; the layout's seeding module parses each part. */
export async function getViewerShell(withSuggestions: boolean): Promise<unknown> {
  const { rpc, args } = viewerShellRequest(withSuggestions);
  return unwrap(await supabase.rpc(rpc, args));
}

export const viewerShellKeys = {
  detail: (userId: string) => ['viewer-shell', userId] as const,
};

/** True once the shell's request has settled; true where no shell provides it (tests, public pages). */
export const ViewerShellSettledContext = createContext(true);

export const useViewerShellSettled = () => useContext(ViewerShellSettledContext);
