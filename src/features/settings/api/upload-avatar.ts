import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { currentProfileKeys, type Profile } from '@/lib/auth';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { publicObjectPath } from '@/utils/media-url';
import { fileMessages, timestampedPath, UPLOAD_CACHE_SECONDS } from '@/lib/storage/files';
import { settingsKeys } from './keys';

/** Uploads to `avatars/{userId}/{timestamp}.{ext}` and saves its public path at once (spec §4 Settings). */
export async function uploadAvatar(userId: string, file: File): Promise<Profile> {
  const path = timestampedPath(userId, file);
  unwrap(
    await (await supabase.storage()).from('avatars').upload(path, file, {
      contentType: file.type,
      upsert: false,
      cacheControl: UPLOAD_CACHE_SECONDS,
    }),
    fileMessages.avatarUploadFailed,
  );
  return unwrap(
    await supabase
      .from('profiles')
      .update({ avatar_url: publicObjectPath('avatars', path) })
      .eq('id', userId)
      .select('*')
      .single(),
    fileMessages.avatarUploadFailed,
  );
}

export const uploadAvatarMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: settingsKeys.uploadAvatar(),
    mutationFn: (file: File) => uploadAvatar(userId, file),
    onSuccess: (profile) => queryClient.setQueryData(currentProfileKeys.detail(userId), profile),
  });

export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(uploadAvatarMutationOptions(queryClient, userId));
}
