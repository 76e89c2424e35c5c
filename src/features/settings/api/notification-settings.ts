import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { settingsKeys } from './keys';

export type NotificationSetting = Database['public']['Enums']['notification_setting'];

/** The kinds the caller muted (issue 19 §5); none until they change anything. */
export async function getMutedNotifications(): Promise<NotificationSetting[]> {
  const rows = unwrap(await supabase.from('notification_settings').select('muted'));
  return rows[0]?.muted ?? [];
}

export const mutedNotificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: settingsKeys.mutedNotifications(userId), queryFn: getMutedNotifications });

export const useMutedNotifications = (userId: string) => useQuery(mutedNotificationsQueryOptions(userId));

/**
 * Replaces the muted kinds (`set_muted_notifications`). The switch moves at once (each tap sends the
 * whole set as shown, so quick taps on two switches keep both); a failure reloads what is saved and
 * the caller shows the error.
 */
export function useSetMutedNotifications(userId: string) {
  const queryClient = useQueryClient();
  const key = settingsKeys.mutedNotifications(userId);
  return useMutation({
    mutationKey: [...key, 'set'],
    mutationFn: async (muted: NotificationSetting[]) =>
      unwrap(await supabase.rpc('set_muted_notifications', { muted })).muted,
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, muted);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
