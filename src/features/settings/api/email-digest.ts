import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { toError, unwrap } from '@/lib/errors';
import { functionErrorResponse, supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { settingsKeys } from './keys';

export type EmailDigestFrequency = Database['public']['Enums']['email_digest_frequency'];

/** What a user who never chose gets: the column's default (migration 20261202010000). */
export const DEFAULT_EMAIL_DIGEST: EmailDigestFrequency = 'daily';

/** How often the caller gets the email digest (issue 19 §5). */
export async function getEmailDigest(): Promise<EmailDigestFrequency> {
  const rows = unwrap(await supabase.from('email_digest_settings').select('frequency'));
  return rows[0]?.frequency ?? DEFAULT_EMAIL_DIGEST;
}

export const emailDigestQueryOptions = (userId: string) =>
  queryOptions({ queryKey: settingsKeys.emailDigest(userId), queryFn: getEmailDigest });

export const useEmailDigest = (userId: string) => useQuery(emailDigestQueryOptions(userId));

/** Saves the choice (`set_email_digest`); shown at once, and a failure reloads what is saved. */
export function useSetEmailDigest(userId: string) {
  const queryClient = useQueryClient();
  const key = settingsKeys.emailDigest(userId);
  return useMutation({
    mutationKey: [...key, 'set'],
    mutationFn: async (frequency: EmailDigestFrequency) =>
      unwrap(await supabase.rpc('set_email_digest', { frequency })).frequency,
    onMutate: async (frequency) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, frequency);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

const unsubscribeAnswer = z.object({ unsubscribed: z.boolean() });
const errorBody = z.object({ message: z.string() });
const UNSUBSCRIBE_TRY_AGAIN = 'Could not unsubscribe right now. Try again in a moment.';

/** The function's own `{ code, message }` when it answered with an error, else the normalised error. */
async function unsubscribeError(error: unknown): Promise<Error> {
  const response = functionErrorResponse(error);
  if (response) {
    const body = errorBody.safeParse(await response.json().catch(() => null));
    if (body.success) return new Error(body.data.message, { cause: error });
  }
  return toError(error, UNSUBSCRIBE_TRY_AGAIN);
}

/**
 * The digest mail's unsubscribe link, signed in or not (the `email-unsubscribe` Edge Function): true
 * when the token turned the digest off, false when no digest carries it (mistyped, forged or from a
 * deleted account).
 */
export async function unsubscribeEmailDigest(token: string): Promise<boolean> {
  const { data, error } = await (await supabase.functions()).invoke('email-unsubscribe', { body: { token } });
  if (error) throw await unsubscribeError(error);
  const answer = unsubscribeAnswer.safeParse(data);
  if (!answer.success) throw new Error(UNSUBSCRIBE_TRY_AGAIN);
  return answer.data.unsubscribed;
}

export function useUnsubscribeEmailDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...settingsKeys.all, 'unsubscribe-email-digest'],
    mutationFn: unsubscribeEmailDigest,
    // Whoever is signed in on this device may be the one who unsubscribed: read it again when shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...settingsKeys.all, 'email-digest'] }),
  });
}
