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
}

export type SignUpResult = { status: 'signed-in' } | { status: 'check-email'; email: string };

export async function signUp({ name, email, password }: SignUpInput): Promise<SignUpResult> {
  authStorage.setRememberMe(true);
  const auth = await supabase.auth();
  const { data, error } = await auth.signUp({
    email: email.trim(),
    password,
    options: { data: { name: name.trim() }, emailRedirectTo: `${window.location.origin}/` },
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
