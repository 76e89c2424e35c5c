import type { User } from '@supabase/supabase-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { authKeys } from './keys';

/** The signed-in user's login details, as the auth service has them now. */
export interface Account {
  email: string;
  /** The address an email change is waiting to have confirmed (GoTrue's `new_email`), if any. */
  pendingEmail: string | null;
}

export const accountFrom = (user: User): Account => ({ email: user.email ?? '', pendingEmail: user.new_email || null });

/** GET /user rather than the stored session: a pending change made elsewhere shows up too. */
export async function getAccount(): Promise<Account> {
  const { data, error } = await (await supabase.auth()).getUser();
  if (error) throw toError(error);
  return accountFrom(data.user);
}

export const accountQueryOptions = () => queryOptions({ queryKey: authKeys.account(), queryFn: getAccount });

export const useAccount = () => useQuery(accountQueryOptions());
