import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { NOTIFICATIONS_LIMIT, notificationKeys } from './keys';
import { type AppNotification, notificationSchema } from './schemas';

/** Newest first; RLS returns only the signed-in user's own notifications. */
export async function getNotifications(): Promise<AppNotification[]> {
  const rows = unwrap(
    await supabase
      .from('notification_cards')
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(NOTIFICATIONS_LIMIT),
  );
  return rows.map((row) => notificationSchema.parse(row));
}

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.list(userId), queryFn: getNotifications, staleTime: 0 });

export const useNotifications = (userId: string) => useQuery(notificationsQueryOptions(userId));
