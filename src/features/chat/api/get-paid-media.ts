import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap, unwrapMaybe } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';

const LOCKED_BUCKET = 'locked-media';
/** Locked files get short-lived URLs (docs/database.md); the cache renews them before they expire. */
const EXPIRES_IN_S = 300;

/**
 * A paid message's file for this viewer: its `locked_message_media` row is readable only by the
 * sender and the buyer (RLS), so no row means "locked for you" and nothing is requested from
 * storage. For them, a signed URL; realtime never carries the path (issue 13 §5, §10).
 */
export async function getPaidMediaUrl(messageId: string): Promise<string | null> {
  const row: unknown = unwrapMaybe(
    await supabase.from('locked_message_media').select('media_path').eq('message_id', messageId).maybeSingle(),
  );
  if (!row) return null;
  const { media_path: path } = z.object({ media_path: z.string() }).parse(row);
  const signed = unwrap(await supabase.storage.from(LOCKED_BUCKET).createSignedUrl(path, EXPIRES_IN_S));
  return signed.signedUrl;
}

export const paidMediaQueryOptions = (messageId: string) =>
  queryOptions({
    queryKey: chatKeys.paidMedia(messageId),
    queryFn: () => getPaidMediaUrl(messageId),
    staleTime: (EXPIRES_IN_S - 60) * 1000,
    // Unlocking refreshes it (src/lib/money-cache.ts).
    meta: ENTITLEMENT_SENSITIVE_META,
  });

export const usePaidMediaUrl = (messageId: string) => useQuery(paidMediaQueryOptions(messageId));
