import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { postKeys } from './keys';

const SIGNED_URL_SECONDS = 300;

/**
 * A short-lived URL for a locked post's file. `locked_media_path` is only ever returned to the
 * author, and the private bucket refuses everyone else, so this never runs for other viewers.
 */
export async function getLockedMediaUrl(path: string): Promise<string> {
  return unwrap(await supabase.storage.from('locked-media').createSignedUrl(path, SIGNED_URL_SECONDS)).signedUrl;
}

export const lockedMediaUrlQueryOptions = (path: string) =>
  queryOptions({
    queryKey: postKeys.lockedMedia(path),
    queryFn: () => getLockedMediaUrl(path),
    // Renew well before the URL expires.
    staleTime: (SIGNED_URL_SECONDS - 60) * 1000,
  });

export const useLockedMediaUrl = (path: string | null) =>
  useQuery({ ...lockedMediaUrlQueryOptions(path ?? ''), enabled: path !== null });
