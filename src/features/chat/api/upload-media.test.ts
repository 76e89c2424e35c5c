import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/testing/auth-fixtures';
import { rawFile } from '@/testing/files';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { uploadChatMedia } from './upload-media';

describe('uploadChatMedia', () => {
  it('keeps a voice message for a year: each message has its own path, never rewritten', async () => {
    storeSession();
    let cacheControl: string | null = null;
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/chat-media/c1/voice/voice-1.webm`, async ({ request }) => {
        cacheControl = request.headers.get('cache-control');
        return HttpResponse.json({ Id: 'x', Key: 'chat-media/c1/voice/voice-1.webm' });
      }),
    );
    await uploadChatMedia('c1/voice/voice-1.webm', 'voice', rawFile('ogg', 'voice-1.webm', 'audio/webm'));
    expect(cacheControl).toBe('max-age=31536000');
  });
});
