import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { invalidateWallet } from '@/lib/money-cache';
import { openChannel } from '@/lib/realtime';
import type { Database } from '@/types/database';
import { notificationKeys } from '../api/keys';

/** Only what is needed to trust the event; the screen reads the full card from the view. */
const insertedSchema = z.object({ id: z.string(), user_id: z.string(), type: z.optional(z.string()) });

/**
 * Notices of money moving to or from this user (a sale, a renewal, a payout): the wallet-sensitive
 * queries (balance, history, a creator's earnings and its badge) are read again.
 */
const MONEY_TYPES: ReadonlySet<string> = new Set([
  'new_subscriber',
  'subscription_renewed',
  'renewal_failed',
  'tip',
  'purchase',
  'payout',
] satisfies Array<Database['public']['Enums']['notification_type']>);

/**
 * The one realtime subscription for notifications (`NotificationsLive`). It does not write the row
 * into the cache: a new row for this user invalidates the unread count and the lists, which are read
 * again (the lists from `notification_feed`, grouped, with the actors' names). Realtime delivers only rows RLS
 * lets the user read; the filter keeps the server from even evaluating others'. The channel closes
 * on unmount.
 */
export function useLiveNotifications(userId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openChannel(`notifications:${userId}`, { config: {} }, (channel) =>
        channel.on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
          (payload) => {
            const row = insertedSchema.safeParse(payload.new);
            if (!row.success || row.data.user_id !== userId) return;
            void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId) });
            void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
            if (row.data.type && MONEY_TYPES.has(row.data.type)) void invalidateWallet(queryClient);
          },
        ),
      ),
    [queryClient, userId],
  );
}
