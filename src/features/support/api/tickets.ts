import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toError, unwrap } from '@/lib/errors';
import { uploadWithProgress } from '@/lib/storage/upload';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { supportKeys } from './keys';

export type SupportTicket = Database['public']['Tables']['support_tickets']['Row'];
export type SupportCategory = Database['public']['Enums']['support_category'];

export const SUPPORT_MESSAGE_MAX = 2000;
export const SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;
/** The types the bucket takes, with the extension the stored name gets (the database checks it). */
const SCREENSHOT_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const SCREENSHOT_TYPES = Object.keys(SCREENSHOT_EXTENSIONS);

/** The topics a signed-in request offers; two_factor tickets come only from a confirmed recovery request. */
export const SUPPORT_CATEGORIES: ReadonlyArray<{ value: Exclude<SupportCategory, 'two_factor'>; label: string }> = [
  { value: 'account', label: 'Account and sign-in' },
  { value: 'payments', label: 'Payments, wallet and payouts' },
  { value: 'content', label: 'Posts, messages and content' },
  { value: 'safety', label: 'Safety and reports' },
  { value: 'bug', label: 'Something is broken' },
  { value: 'other', label: 'Something else' },
];

/** A ticket's topic as its author reads it. */
export const topicLabel = (category: SupportCategory) =>
  category === 'two_factor'
    ? 'Two-factor recovery'
    : (SUPPORT_CATEGORIES.find((c) => c.value === category)?.label ?? category);

export const ticketsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.tickets(userId),
    queryFn: async () =>
      unwrap(
        await supabase
          .from('support_tickets')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .limit(50),
      ),
  });

export const useMyTickets = (userId: string) => useQuery(ticketsQueryOptions(userId));

export interface TicketInput {
  category: SupportCategory;
  message: string;
  screenshot: File | null;
}

/** Files a ticket: the screenshot (if any) goes to the user's folder of the private bucket first. */
export function useFileTicket(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: supportKeys.fileTicket(),
    mutationFn: async ({ category, message, screenshot }: TicketInput) => {
      let path: string | null = null;
      if (screenshot) {
        path = `${userId}/${Date.now()}.${SCREENSHOT_EXTENSIONS[screenshot.type] ?? 'png'}`;
        await uploadWithProgress('support-screenshots', path, screenshot, 'Could not upload the screenshot');
      }
      const { data, error } = await supabase
        .from('support_tickets')
        .insert({ category, message: message.trim(), screenshot_path: path })
        .select()
        .single();
      if (error) {
        if (error.code === 'VR001') throw new Error('You’ve sent 10 requests today. Please try again tomorrow.');
        throw toError(error);
      }
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets(userId) }),
  });
}
