import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { NOTIFICATIONS_LIMIT, type NotificationFilter, notificationKeys } from './keys';
import { type NotificationGroup, notificationGroupSchema } from './schemas';

/**
 * The screen in one request (`notification_feed`, issue 28): newest first, likes of a post and new
 * followers grouped, only the caller's own (the RPC reads as the caller).
 */
export async function getNotifications(filter: NotificationFilter = 'all'): Promise<NotificationGroup[]> {
  const rows = unwrap(await supabase.rpc('notification_feed', { filter, max_count: NOTIFICATIONS_LIMIT }));
  return z.array(notificationGroupSchema).parse(rows);
}

export const notificationsQueryOptions = (userId: string, filter: NotificationFilter = 'all') =>
  queryOptions({
    queryKey: notificationKeys.list(userId, filter),
    queryFn: () => getNotifications(filter),
    staleTime: 0,
  });

export const useNotifications = (userId: string, filter: NotificationFilter = 'all') =>
  useQuery(notificationsQueryOptions(userId, filter));
