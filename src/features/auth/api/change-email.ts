import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { type Account, accountFrom } from './get-account';
import { authKeys } from './keys';

/**
 * Asks for a new login address. Nothing changes yet: the auth service mails a link to the current
 * and to the new address (`double_confirm_changes`), and both lead back to Email & Password.
 */
export async function changeEmail(newEmail: string): Promise<Account> {
  const auth = await supabase.auth();
  const { data, error } = await auth.updateUser(
    { email: newEmail.trim() },
    { emailRedirectTo: `${window.location.origin}${paths.emailPassword}` },
  );
  if (error) throw toError(error);
  return accountFrom(data.user);
}

export const changeEmailMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: authKeys.changeEmail(),
    mutationFn: changeEmail,
    onSuccess: (account) => queryClient.setQueryData(authKeys.account(), account),
  });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation(changeEmailMutationOptions(queryClient));
}
