import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { moderationKeys } from './keys';

type Functions = Database['public']['Functions'];
export type QueueEntry = Functions['get_moderation_queue']['Returns'][number];
export type LogEntry = Functions['get_moderation_log']['Returns'][number];
export type SuspendedAccount = Functions['get_suspended_accounts']['Returns'][number];
export type ModerationAction = 'dismiss' | 'remove' | 'suspend';
export type Ticket = Database['public']['Tables']['support_tickets']['Row'] & {
  author: { name: string; username: string } | null;
};
export type ReportTarget = Database['public']['Enums']['report_target'];

export const queueQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.queue(),
    queryFn: async () => unwrap(await supabase.rpc('get_moderation_queue', { max_items: 50 })),
  });

export const useModerationQueue = () => useQuery(queueQueryOptions());

export const useModerationLog = () =>
  useQuery({
    queryKey: moderationKeys.log(),
    queryFn: async () => unwrap(await supabase.rpc('get_moderation_log', { max_items: 50 })),
  });

/** Suspended accounts, most recently suspended first, with the reason given. */
export const useSuspendedAccounts = () =>
  useQuery({
    queryKey: moderationKeys.suspended(),
    queryFn: async () => unwrap(await supabase.rpc('get_suspended_accounts', { max_items: 50 })),
  });

/** Lifts a suspension with the reason (logged); the lists and the log reload. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moderationKeys.lift(),
    mutationFn: async ({ userId, reason }: { userId: string; reason: string }) =>
      unwrap(await supabase.rpc('lift_suspension', { user_id: userId, reason: reason.trim() })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** Puts back a removed post, comment or message with the reason (logged; its author is told); the log reloads. */
export function useRestoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moderationKeys.restore(),
    mutationFn: async ({ targetType, targetId, reason }: Omit<ActInput, 'action'>) =>
      unwrap(
        await supabase.rpc('restore_item', { target_type: targetType, target_id: targetId, reason: reason.trim() }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** Every ticket, open ones first, then newest (moderators read them all through RLS). */
export const useAllTickets = () =>
  useQuery({
    queryKey: moderationKeys.tickets(),
    queryFn: async () => {
      const rows = unwrap(
        await supabase
          .from('support_tickets')
          .select('*, author:profiles!support_tickets_user_id_fkey(name, username)')
          .order('created_at', { ascending: false })
          .limit(100),
      );
      const rank = { open: 0, answered: 1, closed: 2 } as const;
      return [...rows].sort((a, b) => rank[a.status] - rank[b.status]);
    },
  });

export interface ActInput {
  targetType: ReportTarget;
  targetId: string;
  action: ModerationAction;
  reason: string;
}

/** Dismiss, remove or suspend on every open report of an item; the queue and log reload. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moderationKeys.act(),
    mutationFn: async ({ targetType, targetId, action, reason }: ActInput) =>
      unwrap(
        await supabase.rpc('moderate_item', {
          target_type: targetType,
          target_id: targetId,
          action,
          reason: reason.trim(),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

export function useAnswerTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moderationKeys.answer(),
    mutationFn: async ({ ticketId, answer, close }: { ticketId: string; answer: string; close: boolean }) =>
      unwrap(
        await supabase.rpc('answer_support_ticket', {
          ticket_id: ticketId,
          answer: answer.trim() || undefined,
          close,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
