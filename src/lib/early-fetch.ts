import type { WireRequest } from './data-request';

/** A request the HTML's inline script started (app/early/start.ts), left on `window` for the app. */
export interface StartedRequest extends WireRequest {
  /** The access token it carries (`Authorization: Bearer …`). */
  token: string;
  /** When it left (`Date.now()`). */
  at: number;
  response: Promise<Response>;
}

/** Where the inline script leaves its started requests. */
export const STARTED_REQUESTS_KEY = '__velvetStartedRequests';

/**
 * How long after it left a started answer may still be handed out. A cold load takes it within a
 * few seconds; past this it is older than what the app means to ask for, and the app asks anew.
 */
export const TAKE_WITHIN_MS = 30_000;

/** The inline script's started requests, or none (a dev server, a page without the script). */
export function startedRequestsOf(target: object): StartedRequest[] {
  const value: unknown = Reflect.get(target, STARTED_REQUESTS_KEY);
  return Array.isArray(value) ? (value as StartedRequest[]) : [];
}

function urlOf(input: string | URL): string | null {
  try {
    return new URL(input).href;
  } catch {
    return null;
  }
}

/**
 * The Supabase client's fetch (lib/supabase.ts, supabase-js's `global.fetch`): a request equal to one the HTML started (method,
 * URL, body and the same access token) gets that started response, once; everything else goes to
 * `send`. postgrest-js then reads it as any answer, so errors (401, a network failure) are handled
 * exactly as for a request of its own, and the response handling exists once.
 */
export function matchingFetch(
  started: StartedRequest[],
  send: typeof fetch = (input, init) => fetch(input, init),
  now: () => number = Date.now,
): typeof fetch {
  return (input, init) => {
    if (started.length > 0 && (typeof input === 'string' || input instanceof URL)) {
      const url = urlOf(input);
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? init.body : null;
      const authorization = new Headers(init?.headers).get('Authorization');
      const index = started.findIndex(
        (request) =>
          request.url === url &&
          request.method === method &&
          request.body === body &&
          authorization === `Bearer ${request.token}` &&
          now() - request.at <= TAKE_WITHIN_MS,
      );
      const [request] = index >= 0 ? started.splice(index, 1) : [];
      if (request) return request.response;
    }
    return send(input, init);
  };
}
