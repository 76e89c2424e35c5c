import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { currentProfileKeys, type Profile } from '@/lib/auth';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { settingsKeys } from './keys';

/** Spec §5: the profile form saves only name, bio and location. */
export interface ProfileChanges {
  name: string;
  bio: string;
  location: string;
}

export async function updateProfile(userId: string, changes: ProfileChanges): Promise<Profile> {
  const patch = { name: changes.name.trim(), bio: changes.bio, location: changes.location.trim() };
  return unwrap(await supabase.from('profiles').update(patch).eq('id', userId).select('*').single());
}

export const updateProfileMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: settingsKeys.updateProfile(),
    mutationFn: (changes: ProfileChanges) => updateProfile(userId, changes),
    onSuccess: (profile) => queryClient.setQueryData(currentProfileKeys.detail(userId), profile),
  });

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateProfileMutationOptions(queryClient, userId));
}
