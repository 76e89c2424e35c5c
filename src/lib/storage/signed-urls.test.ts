import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { cacheLifeMs, SIGNED_URL_SECONDS, signedUrlQueryOptions, signStorageUrl } from './signed-urls';

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
