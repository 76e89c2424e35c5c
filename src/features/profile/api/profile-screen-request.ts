import { normalizeHandle } from './keys';

/**
 * A profile's one request by handle (issue 14 §11). As data (lib/data-request.ts): the HTML's inline
 * script sends it on a cold load of a profile.
 */
export const profileScreenRequest = (handle: string) =>
  ({ rpc: 'profile_screen', args: { handle: normalizeHandle(handle) } }) as const;
