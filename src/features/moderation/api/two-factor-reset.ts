import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { toError, unwrap } from '@/lib/errors';
import { functionErrorResponse, supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { moderationKeys } from './keys';

export type TwoFactorRecovery = Database['public']['Functions']['get_two_factor_recovery']['Returns'][number];

/** The confirmed request behind a two_factor ticket and what to weigh (moderators only). */
export const useTwoFactorRecovery = (ticketId: string) =>
  useQuery({
    queryKey: moderationKeys.recovery(ticketId),
    queryFn: async () => unwrap(await supabase.rpc('get_two_factor_recovery', { ticket_id: ticketId }))[0] ?? null,
  });

const errorBody = z.object({ message: z.string() });
const TRY_AGAIN = 'Could not turn two-factor off right now. Try again in a moment.';

/**
 * Turns two-factor off for the account behind a confirmed recovery request, through the `two-factor-reset`
 * Edge Function (the auth admin API needs the service role): the function checks the caller is a moderator
 * first. The ticket closes with an answer, and the account's address is told.
 */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moderationKeys.resetTwoFactor(),
    mutationFn: async ({ ticketId, reason }: { ticketId: string; reason: string }) => {
      const { error } = await (
        await supabase.functions()
      ).invoke('two-factor-reset', {
        body: { ticket_id: ticketId, reason: reason.trim() },
      });
      if (!error) return;
      const response = functionErrorResponse(error);
      const body = errorBody.safeParse(response ? await response.json().catch(() => null) : null);
      throw body.success ? new Error(body.data.message, { cause: error }) : toError(error, TRY_AGAIN);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
