import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapMaybe } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { notificationKeys } from './keys';
import type { NotificationGroup } from './schemas';

export async function markAllRead(): Promise<void> {
  unwrapMaybe(await supabase.rpc('mark_notifications_read'));
}

export const markAllReadMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: notificationKeys.markAllRead(),
    mutationFn: markAllRead,
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData(notificationKeys.unread(userId), 0);
      // Every filter's list: what is read now shows read in each (their next read regroups it).
      queryClient.setQueriesData<NotificationGroup[]>({ queryKey: notificationKeys.lists(userId) }, (items) =>
        items?.map((item) => (item.read_at ? item : { ...item, read_at: now })),
      );
    },
  });

export function useMarkAllRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(markAllReadMutationOptions(queryClient, userId));
}
