import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { uploadWithProgress } from './upload';

describe('uploadWithProgress', () => {
  it('asks storage to keep the object for a year: its path is never written again', async () => {
    storeSession();
    let sent: Headers | null = null;
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/post-media/u/1.png`, ({ request }) => {
        sent = request.headers;
        return HttpResponse.json({ Id: 'x', Key: 'post-media/u/1.png' });
      }),
    );
    await uploadWithProgress('post-media', 'u/1.png', new Blob(['png'], { type: 'image/png' }), 'failed');
    expect(sent!.get('cache-control')).toBe('max-age=31536000');
    expect(sent!.get('x-upsert')).toBe('false');
  });
});
