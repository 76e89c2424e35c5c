import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { currentProfileQueryOptions, type Profile } from '@/lib/auth';
import { DEFAULT_PRIVACY, privacySettingsQueryOptions } from '@/lib/privacy-settings';
import { unreadChatsQueryOptions } from '@/features/chat/api/get-unread-chats';
import { creatorCardSchema } from '@/features/discover/api/creator-card';
import { suggestedCreatorsQueryOptions } from '@/features/discover/api/get-suggested-creators';
import { type Earnings, earningsQueryOptions } from '@/features/earnings/api/get-earnings';
import { unreadCountQueryOptions } from '@/features/notifications/api/get-unread-count';
import { parseWallet, walletQueryOptions } from '@/features/wallet/api/get-wallet';

/*
 * Loaded with the shell's request (its own chunk: zod and five features' fetchers stay out of the
 * first screen's JavaScript). Each part goes into the cache of the query it replaces, built with
 * that query's own options, so its meta tags (wallet-sensitive, follows) and fetcher are in place
 * for the invalidations that keep it fresh afterwards (realtime notifications, payments, edits).
 */

const shellSchema = z.object({
  profile: z.nullable(z.looseObject({ id: z.string(), username: z.string() })),
  unread_notifications: z.number().check(z.int(), z.nonnegative()),
  unread_chats: z.number().check(z.int(), z.nonnegative()),
  wallet: z.unknown(),
  // get_earnings()'s row for a creator (its fetcher trusts the generated type the same way).
  earnings: z.nullable(z.looseObject({ available_cents: z.number(), pending_cents: z.number() })),
  suggested_creators: z.nullable(z.array(creatorCardSchema)),
  privacy: z.optional(
    z.nullable(
      z.object({
        message_audience: z.enum(['everyone', 'following', 'subscribers']),
        show_online: z.boolean(),
        discoverable: z.boolean(),
      }),
    ),
  ),
});

export function seedViewerShell(queryClient: QueryClient, userId: string, raw: unknown) {
  const shell = shellSchema.parse(raw);
  if (shell.profile && shell.profile.id !== userId) throw new Error('viewer_shell answered for another user');
  const seed = <T>(options: { queryKey: readonly unknown[] }, data: T) => {
    queryClient.getQueryCache().build(queryClient, options);
    queryClient.setQueryData(options.queryKey, data);
  };
  // The row `select *` on profiles returns, which is what the profile query caches.
  seed(currentProfileQueryOptions(userId), shell.profile as Profile | null);
  seed(unreadCountQueryOptions(userId), shell.unread_notifications);
  seed(unreadChatsQueryOptions(userId), shell.unread_chats);
  if (shell.earnings) seed(earningsQueryOptions(userId), shell.earnings as Earnings);
  seed(walletQueryOptions(userId), parseWallet(shell.wallet));
  if (shell.suggested_creators) seed(suggestedCreatorsQueryOptions(), shell.suggested_creators);
  seed(privacySettingsQueryOptions(userId), shell.privacy ?? DEFAULT_PRIVACY);
}
