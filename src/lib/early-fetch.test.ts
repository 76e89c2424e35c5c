import { describe, expect, it, vi } from 'vitest';
import { matchingFetch, type StartedRequest, TAKE_WITHIN_MS } from './early-fetch';

const URL_FEED = 'http://supabase.test/rest/v1/rpc/get_feed';
const BODY = JSON.stringify({ page_size: 50 });
const T0 = 1_000_000;

function started(overrides: Partial<StartedRequest> = {}): StartedRequest {
  return {
    method: 'POST',
    url: URL_FEED,
    body: BODY,
    token: 'token-a',
    at: T0,
    response: Promise.resolve(new Response('"early"')),
    ...overrides,
  };
}

/** A request as supabase-js makes it: fetchWithAuth hands over a Headers object with the bearer token. */
const asked = (token = 'token-a', body: string | undefined = BODY, url = URL_FEED, method = 'POST') =>
  [url, { method, body, headers: new Headers({ Authorization: `Bearer ${token}`, apikey: 'anon' }) }] as const;

describe('matchingFetch', () => {
  it('hands the started answer to the same request once; the next one is sent', async () => {
    const send = vi.fn(() => Promise.resolve(new Response('"sent"')));
    const early = matchingFetch([started()], send, () => T0 + 1000);

    expect(await (await early(...asked())).json()).toBe('early');
    expect(send).not.toHaveBeenCalled();
    expect(await (await early(...asked())).json()).toBe('sent');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not hand it to a request with another token, body, URL or method', async () => {
    const list = [started()];
    const send = vi.fn(() => Promise.resolve(new Response('"sent"')));
    const early = matchingFetch(list, send, () => T0);

    await early(...asked('token-b'));
    await early(...asked('token-a', JSON.stringify({ page_size: 50, before_id: 'x' })));
    await early(...asked('token-a', BODY, 'http://supabase.test/rest/v1/rpc/get_video_feed'));
    await early(...asked('token-a', BODY, URL_FEED, 'GET'));
    expect(send).toHaveBeenCalledTimes(4);
    expect(list).toHaveLength(1); // still there for the request it was made for
  });

  it('does not hand out an answer older than it may be', async () => {
    const send = vi.fn(() => Promise.resolve(new Response('"sent"')));
    const early = matchingFetch([started()], send, () => T0 + TAKE_WITHIN_MS + 1);
    expect(await (await early(...asked())).json()).toBe('sent');
  });

  it('hands over a failure as it came, so supabase-js handles it as its own', async () => {
    const failure = Promise.reject(new TypeError('Failed to fetch'));
    failure.catch(() => undefined);
    const early = matchingFetch([started({ response: failure })], vi.fn(), () => T0);
    await expect(early(...asked())).rejects.toThrow('Failed to fetch');
  });

  it('matches a GET by its URL, without a body', async () => {
    const url = 'http://supabase.test/rest/v1/chat_list?select=*&order=updated_at.desc%2Cid.desc';
    const early = matchingFetch([started({ method: 'GET', url, body: null })], vi.fn(), () => T0);
    const response = await early(url, { method: 'GET', headers: new Headers({ Authorization: 'Bearer token-a' }) });
    expect(await response.json()).toBe('early');
  });
});
