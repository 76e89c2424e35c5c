import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';

export const CHAT_MEDIA_BUCKET = 'chat-media';
/** Signed URLs live an hour; the cache renews them well before they expire. */
const EXPIRES_IN_S = 3600;

let pending: Map<string, Array<{ resolve: (url: string) => void; reject: (error: Error) => void }>> | null = null;

async function flush(batch: NonNullable<typeof pending>) {
  try {
    const rows = unwrap(
      await supabase.storage.from(CHAT_MEDIA_BUCKET).createSignedUrls([...batch.keys()], EXPIRES_IN_S),
    );
    for (const [path, waiters] of batch) {
      const url = rows.find((r) => r.path === path)?.signedUrl;
      for (const w of waiters) {
        if (url) w.resolve(url);
        else w.reject(new Error(`No access to ${path}`));
      }
    }
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    for (const waiters of batch.values()) for (const w of waiters) w.reject(failure);
  }
}

/**
 * Chat media are private (docs/database.md): every bubble needs a signed URL. Paths asked for in the
 * same tick go out as one createSignedUrls request, so opening a chat with 20 photos costs one call.
 */
export function getSignedUrl(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!pending) {
      pending = new Map();
      const batch = pending;
      setTimeout(() => {
        pending = null;
        void flush(batch);
      }, 0);
    }
    const waiters = pending.get(path) ?? [];
    waiters.push({ resolve, reject });
    pending.set(path, waiters);
  });
}

export const signedUrlQueryOptions = (path: string) =>
  queryOptions({
    queryKey: chatKeys.signedUrl(path),
    queryFn: () => getSignedUrl(path),
    staleTime: (EXPIRES_IN_S - 600) * 1000,
    gcTime: (EXPIRES_IN_S - 600) * 1000,
  });

export const useSignedUrl = (path: string | null) =>
  useQuery({ ...signedUrlQueryOptions(path ?? ''), enabled: Boolean(path) });
