import { mutationOptions, useMutation } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { authKeys } from './keys';

/**
 * Sets the new password with the recovery session, then ends that session: the screen sends the
 * user to /login to sign in with the new password (spec §2 /reset-password).
 */
export async function updatePassword(password: string): Promise<void> {
  const auth = await supabase.auth();
  const { error } = await auth.updateUser({ password });
  if (error) throw toError(error);
  await auth.signOut({ scope: 'local' });
}

export const updatePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: authKeys.updatePassword(), mutationFn: updatePassword });

export const useUpdatePassword = () => useMutation(updatePasswordMutationOptions());
