import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import {
  cacheLifeMs,
  SIGNED_URL_SECONDS,
  signedUrlKeys,
  signedUrlQueryOptions,
  signStorageUrl,
  useSignedUrl,
} from './signed-urls';

function serveSigning(requests: Array<{ bucket: string; paths: string[]; expiresIn: number }>, refused: string[] = []) {
  server.use(
    http.post(`${SUPABASE_URL}/storage/v1/object/sign/:bucket`, async ({ request, params }) => {
      const body = (await request.json()) as { paths: string[]; expiresIn: number };
      requests.push({ bucket: String(params.bucket), ...body });
      return HttpResponse.json(
        body.paths.map((path) =>
          refused.includes(path)
            ? { path, signedURL: null, error: 'Either the object does not exist or you do not have access to it' }
            : { path, signedURL: `/object/sign/${String(params.bucket)}/${path}?token=t`, error: null },
        ),
      );
    }),
  );
}

describe('the batched signer', () => {
  it('signs every path asked for in the same tick with one request per bucket, for its lifetime', async () => {
    const requests: Array<{ bucket: string; paths: string[]; expiresIn: number }> = [];
    serveSigning(requests);
    const urls = await Promise.all([
      signStorageUrl('chat-media', 'c1/images/1.png'),
      signStorageUrl('chat-media', 'c1/images/2.png'),
      signStorageUrl('locked-media', 'u1/3.jpg'),
    ]);
    expect(urls).toEqual([
      expect.stringContaining('/storage/v1/object/sign/chat-media/c1/images/1.png?token=t'),
      expect.stringContaining('/storage/v1/object/sign/chat-media/c1/images/2.png?token=t'),
      expect.stringContaining('/storage/v1/object/sign/locked-media/u1/3.jpg?token=t'),
    ]);
    expect(requests).toEqual([
      { bucket: 'chat-media', paths: ['c1/images/1.png', 'c1/images/2.png'], expiresIn: 3600 },
      { bucket: 'locked-media', paths: ['u1/3.jpg'], expiresIn: 300 },
    ]);
  });

  it('refuses a path storage will not sign, without failing the others', async () => {
    serveSigning([], ['u2/theirs.jpg']);
    const [mine, theirs] = await Promise.allSettled([
      signStorageUrl('locked-media', 'u1/mine.jpg'),
      signStorageUrl('locked-media', 'u2/theirs.jpg'),
    ]);
    expect(mine.status).toBe('fulfilled');
    expect(theirs).toMatchObject({ status: 'rejected', reason: new Error('No access to u2/theirs.jpg') });
  });

  it('never keeps a URL in the cache up to its expiry', () => {
    for (const bucket of ['chat-media', 'locked-media'] as const) {
      const lifetime = SIGNED_URL_SECONDS[bucket] * 1000;
      const options = signedUrlQueryOptions(bucket, 'x');
      expect(options.staleTime).toBe(cacheLifeMs(bucket));
      expect(options.gcTime).toBe(cacheLifeMs(bucket));
      expect(cacheLifeMs(bucket)).toBeLessThan(lifetime);
    }
  });
});

describe('useSignedUrl', () => {
  const PATH = 'u1/mine.jpg';

  function renderWithCachedUrl(signedAgoMs: number) {
    const client = testQueryClient();
    client.setQueryData(signedUrlKeys.url('locked-media', PATH), 'https://old.test/url', {
      updatedAt: Date.now() - signedAgoMs,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useSignedUrl('locked-media', PATH), { wrapper });
  }

  it('hands a cached URL within its cache life to a new element at once', () => {
    serveSigning([]);
    const { result } = renderWithCachedUrl(cacheLifeMs('locked-media') - 10_000);
    expect(result.current.data).toBe('https://old.test/url');
  });

  it('never hands a URL past its cache life to a new element: it waits for the renewed one', async () => {
    const requests: Array<{ bucket: string; paths: string[]; expiresIn: number }> = [];
    serveSigning(requests);
    const { result } = renderWithCachedUrl(SIGNED_URL_SECONDS['locked-media'] * 1000 + 1000);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toContain('/storage/v1/object/sign/locked-media/u1/mine.jpg'));
    expect(requests).toEqual([{ bucket: 'locked-media', paths: [PATH], expiresIn: 300 }]);
  });
});
