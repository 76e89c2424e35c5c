import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authStorage } from '@/lib/auth-storage';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { messages } from '../utils/validation';
import { authKeys } from './keys';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** The explicit 18+ confirmation (Terms §2), ticked on the form. */
  adultConfirmed: boolean;
}

export type SignUpResult = { status: 'signed-in' } | { status: 'check-email'; email: string };

export async function signUp({ name, email, password, adultConfirmed }: SignUpInput): Promise<SignUpResult> {
  authStorage.setRememberMe(true);
  const auth = await supabase.auth();
  const { data, error } = await auth.signUp({
    email: email.trim(),
    password,
    // The database refuses an account without `adult_confirmed: true` and records when it was given
    // (supabase/migrations/20261208020000_adult_confirmation.sql).
    options: {
      data: { name: name.trim(), adult_confirmed: adultConfirmed },
      emailRedirectTo: `${window.location.origin}/`,
    },
  });
  if (error) {
    if (error.code === 'user_already_exists') throw new Error(messages.accountExists);
    throw toError(error);
  }
  if (data.session) return { status: 'signed-in' };
  // With confirmations on, GoTrue answers an existing address with a fake user without identities.
  if (data.user?.identities?.length === 0) throw new Error(messages.accountExists);
  return { status: 'check-email', email: email.trim() };
}

export const signUpMutationOptions = () => mutationOptions({ mutationKey: authKeys.signUp(), mutationFn: signUp });

export const useSignUp = () => useMutation(signUpMutationOptions());
