import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { callKeys } from './keys';

const callSchema = z.object({
  id: z.string(),
  type: z.enum(['outgoing', 'incoming', 'missed']),
  started_at: z.string(),
  duration_seconds: z.nullable(z.number()),
  peer: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    avatar_url: z.nullable(z.string()),
  }),
});
export type CallEntry = z.infer<typeof callSchema>;

/** The signed-in user's call log, newest first (RLS: own rows only; filled by the demo seed). */
export async function getCallHistory(): Promise<CallEntry[]> {
  const rows = unwrap(
    await supabase
      .from('call_history')
      .select(
        'id, type, started_at, duration_seconds, peer:profiles!call_history_peer_id_fkey(id, name, username, avatar_url)',
      )
      .order('started_at', { ascending: false }),
  );
  return rows.map((row) => callSchema.parse(row));
}

export const callHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: callKeys.history(userId), queryFn: getCallHistory });

export const useCallHistory = (userId: string) => useQuery(callHistoryQueryOptions(userId));
