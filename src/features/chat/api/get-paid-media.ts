import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrapMaybe } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';

/**
 * A paid message's file path for this viewer: its `locked_message_media` row is readable only by
 * the sender and the buyer (RLS), so no row means "locked for you" and nothing is requested from
 * storage. The path is signed by the one signer (src/lib/storage/signed-urls.ts); realtime never
 * carries it (issue 13 §5, §10).
 */
export async function getPaidMediaPath(messageId: string): Promise<string | null> {
  const row: unknown = unwrapMaybe(
    await supabase.from('locked_message_media').select('media_path').eq('message_id', messageId).maybeSingle(),
  );
  return row ? z.object({ media_path: z.string() }).parse(row).media_path : null;
}

export const paidMediaQueryOptions = (messageId: string) =>
  queryOptions({
    queryKey: chatKeys.paidMedia(messageId),
    queryFn: () => getPaidMediaPath(messageId),
    // Unlocking refreshes it (src/lib/money-cache.ts).
    meta: ENTITLEMENT_SENSITIVE_META,
  });

export const usePaidMediaPath = (messageId: string) => useQuery(paidMediaQueryOptions(messageId));
