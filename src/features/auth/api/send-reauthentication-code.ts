import { mutationOptions, useMutation } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { authKeys } from './keys';

/** Mails the signed-in user a one-time code that proves they still own the address (GoTrue's reauthenticate). */
export async function sendReauthenticationCode(): Promise<void> {
  const { error } = await (await supabase.auth()).reauthenticate();
  if (error) throw toError(error);
}

export const sendReauthenticationCodeMutationOptions = () =>
  mutationOptions({ mutationKey: authKeys.sendReauthenticationCode(), mutationFn: sendReauthenticationCode });

export const useSendReauthenticationCode = () => useMutation(sendReauthenticationCodeMutationOptions());
