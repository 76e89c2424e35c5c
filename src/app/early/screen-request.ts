import { feedPageRequest } from '@/features/posts/api/feed-request';
import { profileScreenRequest } from '@/features/profile/api/profile-screen-request';
import type { DataRequest } from '@/lib/data-request';

/**
 * The first screen's one data request by URL (docs/performance.md, "Requests per screen"), for the
 * screens whose request the URL alone decides; null for the others (they ask once their code runs).
 * Not /chats: its list is read once the list's live channel has joined (issue 28), which the HTML cannot do.
 */
export function screenRequestFor(pathname: string): DataRequest | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return feedPageRequest(null);
  const handle = /^\/profile\/([^/]+)$/i.exec(path)?.[1];
  if (handle === undefined) return null;
  try {
    return profileScreenRequest(decodeURIComponent(handle));
  } catch {
    return null; // a malformed link: the screen itself says so
  }
}
