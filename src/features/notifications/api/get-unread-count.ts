import { queryOptions, useQuery } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { useViewerShellSettled } from '@/lib/viewer-shell';
import { notificationKeys } from './keys';

/** A HEAD request with an exact count: no rows travel for the badge. */
export async function getUnreadCount(): Promise<number> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw toError(error);
  return count ?? 0;
}

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.unread(userId), queryFn: getUnreadCount });

/** Waits for the app shell's one request, which seeds it (lib/viewer-shell.ts). */
export const useUnreadCount = (userId: string) =>
  useQuery({ ...unreadCountQueryOptions(userId), enabled: useViewerShellSettled() });
