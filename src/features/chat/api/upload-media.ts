import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatMediaPath, type UploadKind } from '../utils/media-files';

/** Uploads into the private chat-media bucket (both participants may read it) and returns the object path. */
export async function uploadChatMedia(conversationId: string, kind: UploadKind, file: File): Promise<string> {
  const path = chatMediaPath(conversationId, kind, file);
  // The bucket allows audio/webm; MediaRecorder's "audio/webm;codecs=opus" is sent as plain webm.
  const contentType = kind === 'voice' ? 'audio/webm' : file.type;
  unwrap(await supabase.storage.from('chat-media').upload(path, file, { contentType, upsert: false }));
  return path;
}
