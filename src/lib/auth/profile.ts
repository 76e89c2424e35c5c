import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapMaybe } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { useViewerShellSettled } from '@/lib/viewer-shell';
import type { Database } from '@/types/database';
import { useUser } from './session-context';

/** A profile row; the moderation columns (issue 19) are the database's business, not the screens'. */
export type Profile = Omit<Database['public']['Tables']['profiles']['Row'], 'suspended_at' | 'held_at' | 'hidden'>;

/** Query keys for the signed-in user's own profile, shared by the shell, settings and the composer. */
export const currentProfileKeys = {
  all: ['current-profile'] as const,
  detail: (userId: string) => [...currentProfileKeys.all, userId] as const,
};

export async function getProfile(userId: string): Promise<Profile | null> {
  return unwrapMaybe(await supabase.from('profiles').select('*').eq('id', userId).maybeSingle());
}

export const currentProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: currentProfileKeys.detail(userId),
    queryFn: () => getProfile(userId),
  });

/** Waits for the app shell's one request, which seeds it (lib/viewer-shell.ts). */
export function useCurrentProfile() {
  const user = useUser();
  return useQuery({ ...currentProfileQueryOptions(user.id), enabled: useViewerShellSettled() });
}
