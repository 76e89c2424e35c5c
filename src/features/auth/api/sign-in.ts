import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authStorage } from '@/lib/auth-storage';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { messages } from '../utils/validation';
import { authKeys } from './keys';

export interface SignInInput {
  email: string;
  password: string;
  /** Checked: the session survives closing the browser; unchecked: it ends with the tab. */
  rememberMe: boolean;
}

/** Spec §8: unconfirmed email (by message or by a user without a session) gets the verify text. */
export async function signIn({ email, password, rememberMe }: SignInInput): Promise<void> {
  authStorage.setRememberMe(rememberMe);
  const { data, error } = await (await supabase.auth()).signInWithPassword({ email: email.trim(), password });
  if (error) {
    if (error.message.includes('Email not confirmed')) throw new Error(messages.emailNotConfirmed);
    throw toError(error);
  }
  if (!data.session) throw new Error(messages.emailNotConfirmed);
}

export const signInMutationOptions = () => mutationOptions({ mutationKey: authKeys.signIn(), mutationFn: signIn });

export const useSignIn = () => useMutation(signInMutationOptions());
