import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_DISPLAY } from '@/components/media/media-display';
import { postMediaOf, publicImageFor } from '@/components/media/media-item';
import { MAIN_COLUMN } from '@/components/ui/cover-display';
import { authStorageKey } from '@/lib/auth/stored-session';
import { matchingFetch } from '@/lib/early-fetch';
import { postRow } from '@/testing/post-fixtures';
import { responsiveImage } from '@/utils/media-url';
import { lcpImageOf } from './lcp-image';
import { type EarlyConfig, type EarlyPage, startEarlyRequests } from './start';

const CONFIG: EarlyConfig = { supabaseUrl: 'http://supabase.test', anonKey: 'anon-key', imageTransforms: true };
const NOW_MS = 1_800_000_000_000;
const PHOTO = '/storage/v1/object/public/post-media/a1/photo.jpg';
const COVER = '/storage/v1/object/public/covers/a1/cover.jpg';

function page(session: unknown, pathname: string, answer: unknown = []) {
  const stored = new Map([[authStorageKey(CONFIG.supabaseUrl), JSON.stringify(session)]]);
  const fetch = vi.fn<typeof globalThis.fetch>((input) => {
    const isShell = String(input).endsWith('/rpc/viewer_shell');
    return Promise.resolve(Response.json(isShell ? {} : answer));
  });
  const early: EarlyPage = {
    location: { pathname, hash: '', search: '' },
    storage: { getItem: (key) => stored.get(key) ?? null },
    isXl: false,
    fetch,
    document,
    now: NOW_MS,
  };
  return { early, fetch };
}

const session = (expiresInS: number) => ({
  access_token: 'token-a',
  refresh_token: 'refresh',
  expires_at: NOW_MS / 1000 + expiresInS,
  user: { id: 'u1' },
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('startEarlyRequests', () => {
  it('sends nothing signed out, nor with a session supabase-js will refresh before using it', () => {
    const signedOut = page(null, '/');
    expect(startEarlyRequests(CONFIG, { ...signedOut.early, storage: { getItem: () => null } })).toEqual([]);
    expect(signedOut.fetch).not.toHaveBeenCalled();

    const expiring = page(session(30), '/');
    expect(startEarlyRequests(CONFIG, expiring.early)).toEqual([]);
    expect(expiring.fetch).not.toHaveBeenCalled();
  });

  it('sends the shell’s and Home’s requests with the stored token, and the app takes them once', async () => {
    const { early, fetch } = page(session(3600), '/');
    const started = startEarlyRequests(CONFIG, early);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'http://supabase.test/rest/v1/rpc/viewer_shell',
      'http://supabase.test/rest/v1/rpc/get_feed',
    ]);
    const init = fetch.mock.calls[1]?.[1];
    expect(init?.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer token-a' });

    const send = vi.fn(() => Promise.resolve(Response.json('sent')));
    const app = matchingFetch(started, send, () => NOW_MS + 2000);
    const asked = {
      method: 'POST',
      body: '{"page_size":50}',
      headers: new Headers({ Authorization: 'Bearer token-a' }),
    };
    expect(await (await app('http://supabase.test/rest/v1/rpc/get_feed', asked)).json()).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('preloads the first post’s photo exactly as its card asks for it', async () => {
    const row = postRow({ media_type: 'image', media_url: PHOTO, media_width: 1080, media_height: 1080 });
    startEarlyRequests(CONFIG, page(session(3600), '/', [row]).early);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));

    const media = postMediaOf(row);
    const image = media && publicImageFor(media, MEDIA_DISPLAY.post, CONFIG);
    const [link] = preloads();
    expect(image?.srcSet).toBeTruthy();
    expect(link?.getAttribute('href')).toBe(image?.src);
    expect(link?.getAttribute('imagesrcset')).toBe(image?.srcSet);
    expect(link?.getAttribute('imagesizes')).toBe(image?.sizes);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.hasAttribute('crossorigin')).toBe(false); // the <img> asks without CORS too
  });

  it('preloads a profile’s cover at the header’s size', async () => {
    const answer = { profile: { cover_url: COVER }, posts: [], subscription_offer: null };
    startEarlyRequests(CONFIG, page(session(3600), '/profile/lunarivera', answer).early);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]?.getAttribute('imagesrcset')).toBe(responsiveImage(COVER, CONFIG, MAIN_COLUMN)?.srcSet);
  });
});

describe('lcpImageOf', () => {
  const feed = { rpc: 'get_feed', args: {} } as const;
  const photo = postRow({ media_type: 'image', media_url: PHOTO, media_width: 800, media_height: 600 });

  it('takes the first post with media when it is among the first two, as Home does', () => {
    expect(lcpImageOf(feed, [postRow(), photo], CONFIG)?.src).toBe(`${CONFIG.supabaseUrl}${PHOTO}`);
    expect(lcpImageOf(feed, [postRow(), postRow(), photo], CONFIG)).toBeNull();
  });

  it('guesses nothing for locked media, a video, or an answer it cannot read', () => {
    const locked = { ...photo, is_locked: true, media_url: null, locked_media_path: 'a1/secret.jpg' };
    expect(lcpImageOf(feed, [locked, photo], CONFIG)).toBeNull();
    expect(lcpImageOf(feed, [{ ...photo, media_type: 'video' }], CONFIG)).toBeNull();
    expect(lcpImageOf(feed, { message: 'JWT expired' }, CONFIG)).toBeNull();
    expect(lcpImageOf(feed, [{ ...photo, media_url: 42 }], CONFIG)).toBeNull();
    // Another origin is refused as the card refuses it.
    expect(lcpImageOf(feed, [{ ...photo, media_url: 'https://elsewhere.test/x.jpg' }], CONFIG)).toBeNull();
  });

  it('guesses nothing for a profile without a cover or one nobody has', () => {
    const screen = { rpc: 'profile_screen', args: {} } as const;
    expect(lcpImageOf(screen, { profile: { cover_url: null } }, CONFIG)).toBeNull();
    expect(lcpImageOf(screen, { profile: null }, CONFIG)).toBeNull();
  });
});
