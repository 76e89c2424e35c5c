import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { toError } from '@/lib/errors';
import { functionErrorResponse, supabase } from '@/lib/supabase';
import { supportKeys } from './keys';

/** Where the message must fit (the database checks the same). */
export const RECOVERY_MESSAGE_MAX = 2000;

const errorBody = z.object({ message: z.string() });
const TRY_AGAIN = 'We could not take your request right now. Try again in a moment.';

/** The function's own sentence when it answered with an error (bad address, too many requests), else ours. */
async function recoveryError(error: unknown): Promise<Error> {
  const response = functionErrorResponse(error);
  const body = errorBody.safeParse(response ? await response.json().catch(() => null) : null);
  return body.success ? new Error(body.data.message, { cause: error }) : toError(error, TRY_AGAIN);
}

async function invoke(body: Record<string, string>): Promise<unknown> {
  const { data, error } = await (await supabase.functions()).invoke('two-factor-recovery', { body });
  if (error) throw await recoveryError(error);
  return data;
}

/**
 * A signed-out request to turn two-factor off (the `two-factor-recovery` Edge Function). The answer says only
 * that it was received: a link goes to the address if, and only if, an account with two-factor uses it.
 */
export const useRequestTwoFactorRecovery = () =>
  useMutation({
    mutationKey: supportKeys.recoveryRequest(),
    mutationFn: async ({ email, message }: { email: string; message: string }) => {
      await invoke({ email: email.trim(), message: message.trim() });
    },
  });

const confirmAnswer = z.object({ status: z.enum(['confirmed', 'already_confirmed', 'invalid']) });
export type RecoveryConfirmation = z.infer<typeof confirmAnswer>['status'];

/** The mailed link's token, once the person presses Confirm: the request reaches Velvet's team. */
export const useConfirmTwoFactorRecovery = () =>
  useMutation({
    mutationKey: supportKeys.recoveryConfirm(),
    mutationFn: async (token: string): Promise<RecoveryConfirmation> => {
      const answer = confirmAnswer.safeParse(await invoke({ token }));
      if (!answer.success) throw new Error(TRY_AGAIN);
      return answer.data.status;
    },
  });
