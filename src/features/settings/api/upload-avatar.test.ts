import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeSession, testUser } from '@/testing/auth-fixtures';
import { rawFile } from '@/testing/files';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { uploadAvatar } from './upload-avatar';

describe('uploadAvatar', () => {
  it('uploads under a new name with a year-long cache lifetime and never replaces a file', async () => {
    storeSession();
    let cacheControl: string | null = null;
    let upsert: string | null = null;
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/avatars/${testUser.id}/*`, async ({ request }) => {
        upsert = request.headers.get('x-upsert');
        cacheControl = request.headers.get('cache-control');
        return HttpResponse.json({ Id: 'x', Key: 'avatars/x' });
      }),
      http.patch(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.json({ id: testUser.id })),
    );
    await uploadAvatar(testUser.id, rawFile('png', 'me.png', 'image/png'));
    expect(cacheControl).toBe('max-age=31536000');
    expect(upsert).toBe('false');
  });
});
