import { mutationOptions, useMutation } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { authKeys } from './keys';

/** Sends the recovery mail; its link comes back to /reset-password on this same site (spec §7). */
export async function requestPasswordReset(email: string): Promise<void> {
  const auth = await supabase.auth();
  const { error } = await auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) throw toError(error);
}

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({ mutationKey: authKeys.requestPasswordReset(), mutationFn: requestPasswordReset });

export const useRequestPasswordReset = () => useMutation(requestPasswordResetMutationOptions());
