import { type KeyValueReader, readStoredSession } from '@/lib/auth/stored-session';
import type { ImageSettings } from '@/utils/media-url';
import { type DataRequest, wireRequest } from '@/lib/data-request';
import type { StartedRequest } from '@/lib/early-fetch';
import { viewerShellRequest } from '@/lib/viewer-shell-request';
import { lcpImageOf, preloadImage } from './lcp-image';
import { screenRequestFor } from './screen-request';

/** What the build writes into the inline script: the project and its public key (both in the bundle too). */
export interface EarlyConfig extends ImageSettings {
  anonKey: string;
}

/** The page as the inline script sees it (the real one in the browser; a stand-in in tests). */
export interface EarlyPage {
  location: Pick<Location, 'pathname' | 'hash' | 'search'>;
  /** Where supabase-js keeps the session (lib/auth-storage.ts). */
  storage: KeyValueReader;
  /** The shell shows suggestions (xl), so its request asks for them. */
  isXl: boolean;
  fetch: typeof fetch;
  document: Document;
  /** `Date.now()`. */
  now: number;
}

/**
 * Runs in the HTML's inline script as the page is parsed (issue 17): with a session supabase-js
 * will use as it is (lib/auth/stored-session.ts: stored, not about to be refreshed, no auth in the
 * URL), sends the shell's request and the first screen's, as supabase-js would send them, and when
 * the screen's answer is in, preloads the image it paints largest. Signed out, or with a session
 * supabase-js must refresh first, it sends nothing: supabase-js sends its own.
 */
export function startEarlyRequests(config: EarlyConfig, page: EarlyPage): StartedRequest[] {
  const session = readStoredSession(config.supabaseUrl, page.storage, page.location, page.now / 1000);
  if (!session) return [];
  const token = session.access_token;
  const start = (request: DataRequest, preload: boolean): StartedRequest => {
    const { method, url, body } = wireRequest(config.supabaseUrl, request);
    const headers: Record<string, string> = {
      apikey: config.anonKey,
      Authorization: `Bearer ${token}`,
      ...(method === 'GET'
        ? { 'Accept-Profile': 'public' }
        : { 'Content-Type': 'application/json', 'Content-Profile': 'public' }),
    };
    const response = page.fetch(url, { method, headers, body }).then((answer) => {
      // A copy, read beside the app's: cloned before anyone else can have read it.
      if (preload && answer.ok) {
        answer
          .clone()
          .json()
          .then((data: unknown) => {
            const image = lcpImageOf(request, data, config);
            if (image) preloadImage(page.document, image);
          })
          .catch(() => undefined);
      }
      return answer;
    });
    response.catch(() => undefined); // the app takes a failure as its own; never an unhandled rejection
    return { method, url, body, token, at: page.now, response };
  };
  const screen = screenRequestFor(page.location.pathname);
  return [start(viewerShellRequest(page.isXl), false), ...(screen ? [start(screen, true)] : [])];
}
