import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../../package.json?raw';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server } from '@/testing/msw-server';
import { createVelvetClient, functionErrorResponse, SUPABASE_JS_VERSION, type VelvetClient } from './supabase';

// Counts the loads of the parts that must stay off the first screen (the real modules still run).
const loads = vi.hoisted(() => ({ auth: 0, realtime: 0, storage: 0, functions: 0 }));
vi.mock('@supabase/auth-js', async (importOriginal) => {
  loads.auth += 1;
  return importOriginal();
});
vi.mock('@supabase/realtime-js', async (importOriginal) => {
  loads.realtime += 1;
  return importOriginal();
});
vi.mock('@supabase/storage-js', async (importOriginal) => {
  loads.storage += 1;
  return importOriginal();
});
vi.mock('@supabase/functions-js', async (importOriginal) => {
  loads.functions += 1;
  return importOriginal();
});

const KEY = 'test-anon-key';
let project = 0;
const clients: VelvetClient[] = [];

/** A client of its own project (its own storage key), with its session store exposed. */
function makeClient() {
  project += 1;
  const url = `http://project-${project}.supabase.test`;
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const client = createVelvetClient(url, KEY, { storage });
  clients.push(client);
  const storageKey = `sb-project-${project}-auth-token`;
  return { client, url, store, storageKey };
}

/** What the server saw of each request: path, apikey and Authorization. */
function recordRequests(url: string) {
  const seen: { path: string; apikey: string | null; authorization: string | null }[] = [];
  const record = ({ request }: { request: Request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      apikey: request.headers.get('apikey'),
      authorization: request.headers.get('authorization'),
    });
  };
  server.use(
    http.get(`${url}/rest/v1/posts`, (info) => (record(info), HttpResponse.json([]))),
    http.post(`${url}/rest/v1/rpc/viewer_shell`, (info) => (record(info), HttpResponse.json(null))),
    http.post(`${url}/storage/v1/object/sign/chat-media`, (info) => (record(info), HttpResponse.json([]))),
    http.post(`${url}/functions/v1/topup-checkout`, (info) => (record(info), HttpResponse.json({}))),
  );
  return seen;
}

afterEach(async () => {
  for (const client of clients.splice(0)) await (await client.auth()).stopAutoRefresh();
});

describe('createVelvetClient', () => {
  // First: a module loads once per file, so this must run before any other test loads it.
  it('loads auth, storage, realtime and functions only when first used, once each', async () => {
    const before = { ...loads };
    expect(before).toEqual({ auth: 0, realtime: 0, storage: 0, functions: 0 });
    const { client, url, store, storageKey } = makeClient();
    const seen = recordRequests(url);

    // Signed out, then signed in with a fresh stored session: storage alone tells what to send.
    await client.from('posts').select('id');
    store.set(storageKey, JSON.stringify({ ...sessionFor(), access_token: 'stored-token' }));
    await client.rpc('viewer_shell');
    expect(seen.map((request) => request.authorization)).toEqual([`Bearer ${KEY}`, 'Bearer stored-token']);
    expect(loads).toEqual(before);

    expect(await client.auth()).toBe(await client.auth());
    expect(loads).toEqual({ ...before, auth: 1 });

    await Promise.all([client.storage(), client.storage()]);
    expect(loads).toEqual({ ...before, auth: 1, storage: before.storage + 1 });
    expect(await client.storage()).toBe(await client.storage());

    await client.functions();
    expect(await client.realtime()).toBe(await client.realtime());
    expect(loads.functions).toBe(before.functions + 1);
    expect(loads.realtime).toBe(before.realtime + 1);
  });

  it('sends the anon key as apikey and Bearer on every kind of request while signed out', async () => {
    const { client, url } = makeClient();
    const seen = recordRequests(url);

    await client.from('posts').select('id');
    await client.rpc('viewer_shell');
    await (await client.storage()).from('chat-media').createSignedUrls(['a/b.jpg'], 60);
    await (await client.functions()).invoke('topup-checkout', { body: {} });

    expect(seen).toEqual(
      [
        '/rest/v1/posts',
        '/rest/v1/rpc/viewer_shell',
        '/storage/v1/object/sign/chat-media',
        '/functions/v1/topup-checkout',
      ].map((path) => ({ path, apikey: KEY, authorization: `Bearer ${KEY}` })),
    );
  });

  it("sends the signed-in user's access token, read from supabase-js's storage key, on every kind of request", async () => {
    const { client, url, store, storageKey } = makeClient();
    store.set(storageKey, JSON.stringify({ ...sessionFor(), access_token: 'stored-token' }));
    const seen = recordRequests(url);

    await client.from('posts').select('id');
    await client.rpc('viewer_shell');
    await (await client.storage()).from('chat-media').createSignedUrls(['a/b.jpg'], 60);
    await (await client.functions()).invoke('topup-checkout', { body: {} });

    expect(seen.map((request) => request.authorization)).toEqual(Array(4).fill('Bearer stored-token'));
    expect(seen.map((request) => request.apikey)).toEqual(Array(4).fill(KEY));
  });

  it('never sends a stored token about to expire: the request waits for auth-js to refresh it', async () => {
    const { client, url, store, storageKey } = makeClient();
    const expiresAt = Math.floor(Date.now() / 1000) + 30; // inside auth-js's 90 s refresh margin
    store.set(storageKey, JSON.stringify({ ...sessionFor(), access_token: 'old-token', expires_at: expiresAt }));
    server.use(
      http.post(`${url}/auth/v1/token`, () =>
        HttpResponse.json({ ...sessionFor(testUser), access_token: 'refreshed-token', refresh_token: 'next' }),
      ),
    );
    const seen = recordRequests(url);

    await client.from('posts').select('id');

    expect(seen.map((request) => request.authorization)).toEqual(['Bearer refreshed-token']);
  });

  it('gives realtime the new access token after a refresh, and the anon key after signing out', async () => {
    const { client, url, store, storageKey } = makeClient();
    store.set(storageKey, JSON.stringify({ ...sessionFor(), access_token: 'first-token' }));
    server.use(
      http.post(`${url}/auth/v1/token`, () =>
        HttpResponse.json({ ...sessionFor(testUser), access_token: 'refreshed-token', refresh_token: 'next' }),
      ),
      http.post(`${url}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
    );

    const realtime = await client.realtime();
    await vi.waitFor(() => expect(realtime.accessTokenValue).toBe('first-token'));

    await (await client.auth()).refreshSession();
    await vi.waitFor(() => expect(realtime.accessTokenValue).toBe('refreshed-token'));

    await (await client.auth()).signOut();
    await vi.waitFor(() => expect(realtime.accessTokenValue).toBe(KEY));
  });

  it('gives realtime loaded after sign-in the current token, and targets the project socket with the key', async () => {
    const { client, url, store, storageKey } = makeClient();
    store.set(storageKey, JSON.stringify({ ...sessionFor(), access_token: 'current-token' }));
    await (await client.auth()).getSession();

    const realtime = await client.realtime();

    await vi.waitFor(() => expect(realtime.accessTokenValue).toBe('current-token'));
    expect(realtime.endpointURL()).toContain(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${KEY}`);
  });

  it("sends supabase-js's client header at the version package.json pins", async () => {
    const pinned: unknown = JSON.parse(packageJson);
    const dependencies = (pinned as { dependencies: Record<string, string> }).dependencies;
    for (const name of ['supabase-js', 'auth-js', 'postgrest-js', 'realtime-js', 'storage-js', 'functions-js']) {
      expect(dependencies[`@supabase/${name}`], name).toBe(SUPABASE_JS_VERSION);
    }
    const { client, url } = makeClient();
    let header: string | null = null;
    server.use(
      http.get(`${url}/rest/v1/posts`, ({ request }) => {
        header = request.headers.get('x-client-info');
        return HttpResponse.json([]);
      }),
    );
    await client.from('posts').select('id');
    expect(header).toBe(`supabase-js/${SUPABASE_JS_VERSION}; platform=browser`);
  });
});

describe('functionErrorResponse', () => {
  it("gives an Edge Function's error answer, and nothing for any other failure", async () => {
    // Loaded here, not at the top: the file checks above that functions-js loads only on first use.
    const { FunctionsFetchError, FunctionsHttpError } = await import('@supabase/functions-js');
    const answer = new Response('{"message":"no"}', { status: 422 });
    expect(functionErrorResponse(new FunctionsHttpError(answer))).toBe(answer);
    expect(functionErrorResponse(new FunctionsFetchError(new TypeError('offline')))).toBeNull();
    expect(functionErrorResponse(new Error('FunctionsHttpError'))).toBeNull();
    expect(functionErrorResponse('FunctionsHttpError')).toBeNull();
  });
});
