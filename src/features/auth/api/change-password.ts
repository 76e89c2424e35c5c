import { mutationOptions, useMutation } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { accountMessages } from '../utils/validation';
import { authKeys } from './keys';
import { sendReauthenticationCode } from './send-reauthentication-code';

export interface ChangePasswordInput {
  password: string;
  /** The mailed reauthentication code, once the service has asked for one. */
  code?: string;
}

/** `changed`, or `code-sent` when the service wants the mailed code first (the form then asks for it). */
export type ChangePasswordResult = 'changed' | 'code-sent';

/**
 * With `secure_password_change` the auth service wants a reauthentication code only from a session
 * that signed in more than 24 hours ago (GoTrue's rule; a more recent sign-in is proof enough). So the
 * new password is tried first, and the code is mailed and asked for exactly when the service says so:
 * the form never asks for a code that nobody checks.
 */
export async function changePassword({ password, code }: ChangePasswordInput): Promise<ChangePasswordResult> {
  const nonce = code?.trim();
  const { error } = await (await supabase.auth()).updateUser(nonce ? { password, nonce } : { password });
  if (!error) return 'changed';
  if (error.code === 'reauthentication_needed') {
    await sendReauthenticationCode();
    return 'code-sent';
  }
  if (error.code === 'reauthentication_not_valid') throw new Error(accountMessages.codeInvalid, { cause: error });
  throw toError(error);
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: authKeys.changePassword(), mutationFn: changePassword });

export const useChangePassword = () => useMutation(changePasswordMutationOptions());
