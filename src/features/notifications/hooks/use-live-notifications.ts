import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { notificationKeys } from '../api/keys';

/** Only what is needed to trust the event; the screen reads the full card from the view. */
const insertedSchema = z.object({ id: z.string(), user_id: z.string() });

/**
 * The one realtime subscription for notifications: a new row for this user refreshes the unread
 * count and the list. Realtime delivers only rows RLS lets the user read; the filter keeps the
 * server from even evaluating others'. The channel is removed on unmount.
 */
export function useLiveNotifications(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = supabase
      .channel(`notifications:${userId}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
        (payload) => {
          const row = insertedSchema.safeParse(payload.new);
          if (!row.success || row.data.user_id !== userId) return;
          void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId) });
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
        },
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [queryClient, userId]);
}
