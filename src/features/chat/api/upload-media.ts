import { toError } from '@/lib/errors';
import { UPLOAD_CACHE_SECONDS } from '@/lib/storage/files';
import { supabase } from '@/lib/supabase';
import type { UploadKind } from '../utils/media-files';

/** storage-js' error for a name that is already taken: `statusCode: "409"` (HTTP 400 on the wire). */
function isAlreadyStored(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error && String(error.statusCode) === '409';
}

/**
 * Uploads into the private chat-media bucket (both participants may read it) at `path`
 * (`chatMediaPath`, chosen once per message). A Retry uploads to the same path, and an object
 * already there is that message's own earlier upload whose answer was lost, so it counts as done
 * instead of storing the file twice (issue 14).
 */
export async function uploadChatMedia(path: string, kind: UploadKind, file: File): Promise<void> {
  // The bucket allows audio/webm; MediaRecorder's "audio/webm;codecs=opus" is sent as plain webm.
  const contentType = kind === 'voice' ? 'audio/webm' : file.type;
  const { error } = await (await supabase.storage()).from('chat-media').upload(path, file, {
    contentType,
    upsert: false,
    cacheControl: UPLOAD_CACHE_SECONDS,
  });
  if (error && !isAlreadyStored(error)) throw toError(error);
}
