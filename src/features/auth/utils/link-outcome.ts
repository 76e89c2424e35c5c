/** What an auth mail link left in the URL when it came back without signing anyone in. */
export type LinkOutcome = { tone: 'info'; text: string } | { tone: 'error'; text: string };

/**
 * GoTrue answers the first of two email-change confirmations with `#message=…` and a failed link
 * (used, expired) with `#error_description=…` (PKCE flows put them in the query too). supabase-js
 * consumes only fragments that carry tokens, so these are left for the screen to show.
 */
export function linkOutcome(hash: string, search = ''): LinkOutcome | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    const error = params.get('error_description');
    if (error) return { tone: 'error', text: error };
    const message = params.get('message');
    if (message) return { tone: 'info', text: message };
  }
  return null;
}
