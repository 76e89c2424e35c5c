import { mutationOptions, useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth';
import { reauthenticate, type Reauthentication } from '@/lib/auth/reauthenticate';
import { unwrap, unwrapMaybe } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { settingsMessages } from '../utils/files';
import { settingsKeys } from './keys';

/** Every bucket where a user keeps files under `{userId}/` (docs/database.md, Storage buckets). */
export const USER_BUCKETS = ['avatars', 'covers', 'post-media', 'locked-media'] as const;

const CHAT_BUCKET = 'chat-media';
const PAGE = 100;

/** All object paths under `prefix`, descending into sub-folders (folder entries have no id). */
async function listPaths(bucket: string, prefix: string, depth = 0): Promise<string[]> {
  const paths: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const entries = unwrap(await (await supabase.storage()).from(bucket).list(prefix, { limit: PAGE, offset }));
    for (const entry of entries) {
      const path = `${prefix}/${entry.name}`;
      if (entry.id) paths.push(path);
      else if (depth < 4) paths.push(...(await listPaths(bucket, path, depth + 1)));
    }
    if (entries.length < PAGE) return paths;
  }
}

async function removePaths(bucket: string, paths: string[]): Promise<void> {
  // Batches keep each request small. Storage RLS deletes only what the user may delete and skips
  // the rest silently (in chat-media: the other participant's uploads).
  for (let i = 0; i < paths.length; i += PAGE) {
    unwrap(await (await supabase.storage()).from(bucket).remove(paths.slice(i, i + PAGE)));
  }
}

async function removeUserFiles(userId: string): Promise<void> {
  for (const bucket of USER_BUCKETS) await removePaths(bucket, await listPaths(bucket, userId));
  // Chat uploads live under `{conversationId}/images|videos|voice/`, not under the user's folder.
  const conversations = unwrap(
    await supabase.from('conversation_participants').select('conversation_id').eq('user_id', userId),
  );
  for (const { conversation_id } of conversations) {
    await removePaths(CHAT_BUCKET, await listPaths(CHAT_BUCKET, conversation_id));
  }
}

/**
 * Terms §9: deleting the account removes the user's files through the Storage API (the database
 * refuses direct deletes from storage.objects), then the account and its rows via `delete_account()`,
 * then the session on this device. The database also queues every folder of the account and its
 * conversations for the server's clean-up, which removes whatever this step could not (the other
 * participant's chat uploads) or did not reach (a tab closed midway).
 *
 * `delete_account()` goes with the token of the sign-in made just before (`reauthenticate`): the database
 * deletes an account only for a password sign-in (and, with an authenticator, a code) of the last
 * 10 minutes (review m10). Files go first only once that proof is in hand.
 */
export async function deleteAccount(userId: string, proof: Reauthentication): Promise<void> {
  const token = await proof.accessToken();
  await removeUserFiles(userId);
  unwrapMaybe(await supabase.rpc('delete_account').setHeader('Authorization', `Bearer ${token}`));
  await signOut({ to: paths.signup, state: { notice: settingsMessages.accountDeleted } });
}

export const deleteAccountMutationOptions = (userId: string) =>
  mutationOptions({
    mutationKey: settingsKeys.deleteAccount(),
    mutationFn: (proof: Reauthentication) => deleteAccount(userId, proof),
  });

export const useDeleteAccount = (userId: string) => useMutation(deleteAccountMutationOptions(userId));

/** Step one of deleting: the password again, on a session of its own (lib/auth/reauthenticate). */
export const useReauthenticate = () =>
  useMutation({
    mutationKey: settingsKeys.reauthenticate(),
    mutationFn: ({ email, password }: { email: string; password: string }) => reauthenticate(email, password),
  });

/** Step two, with an authenticator: a code on that same session. */
export const useVerifyReauthentication = () =>
  useMutation({
    mutationKey: settingsKeys.verifyReauthentication(),
    mutationFn: ({ proof, factorId, code }: { proof: Reauthentication; factorId: string; code: string }) =>
      proof.verifyCode(factorId, code),
  });
