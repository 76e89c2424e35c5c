import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

/*
 * Privacy Settings (issue 19 §3): who may message the user, whether their online status shows,
 * whether they appear in search and Discover. Shared: Settings edits them and the online presence
 * (chat) obeys show_online. The database enforces each (migration 20261129020000).
 */

export type MessageAudience = Database['public']['Enums']['message_audience'];

export interface PrivacySettings {
  message_audience: MessageAudience;
  show_online: boolean;
  discoverable: boolean;
}

/** What a user without a saved row has. */
export const DEFAULT_PRIVACY: PrivacySettings = { message_audience: 'everyone', show_online: true, discoverable: true };

export const privacyKeys = {
  settings: (userId: string) => ['privacy-settings', userId] as const,
};

async function getPrivacySettings(): Promise<PrivacySettings> {
  const rows = unwrap(await supabase.from('privacy_settings').select('message_audience, show_online, discoverable'));
  return rows[0] ?? DEFAULT_PRIVACY;
}

export const privacySettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: privacyKeys.settings(userId), queryFn: getPrivacySettings, staleTime: 5 * 60_000 });

/** `enabled` false: wait (the app shell's request brings the settings). */
export const usePrivacySettings = (userId: string, enabled = true) =>
  useQuery({ ...privacySettingsQueryOptions(userId), enabled });

/**
 * Saves all three (`set_privacy_settings`). The cache changes only once the database has them: the
 * online presence follows the cached value, and tracking before "on" is saved would be refused.
 * The screen shows the value being saved meanwhile (`variables`); a failure leaves the saved one.
 */
export function useSetPrivacySettings(userId: string) {
  const queryClient = useQueryClient();
  const key = privacyKeys.settings(userId);
  return useMutation({
    mutationKey: [...key, 'set'],
    mutationFn: async (next: PrivacySettings) => {
      const saved = unwrap(await supabase.rpc('set_privacy_settings', next));
      return {
        message_audience: saved.message_audience,
        show_online: saved.show_online,
        discoverable: saved.discoverable,
      } satisfies PrivacySettings;
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
