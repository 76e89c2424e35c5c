import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapMaybe } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

/*
 * Block (issue 19 §1). The database holds every rule (migration 20261129010000_blocks.sql); the app
 * asks whom the user blocked, blocks and unblocks. Blocking touches nearly every screen (posts,
 * comments and messages of that person vanish, follows end), so a block or unblock refetches all
 * active queries rather than patching each one.
 */

export const blockKeys = {
  all: ['blocks'] as const,
  list: (userId: string) => [...blockKeys.all, 'list', userId] as const,
  chat: (otherUserId: string) => [...blockKeys.all, 'chat', otherUserId] as const,
  change: () => [...blockKeys.all, 'change'] as const,
};

export interface BlockedUser {
  id: string;
  name: string;
  username: string;
  avatar_url: string | null;
  blocked_at: string;
}

/** Settings › Blocked Users: whom the user blocked, newest first. */
export const blockedUsersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: blockKeys.list(userId),
    queryFn: async (): Promise<BlockedUser[]> => unwrap(await supabase.rpc('get_blocked_users')),
  });

export const useBlockedUsers = (userId: string) => useQuery(blockedUsersQueryOptions(userId));

/** Why the user cannot write to this person (null: they can), and whether it is their own block. */
export interface ChatPermission {
  refusal: 'blocked' | 'following' | 'subscribers' | null;
  blockedByMe: boolean;
}

async function getChatPermission(otherUserId: string): Promise<ChatPermission> {
  const reason = unwrapMaybe(await supabase.rpc('message_refusal', { other_user_id: otherUserId }));
  return {
    refusal:
      reason === 'blocked_by_me' || reason === 'blocked'
        ? 'blocked'
        : reason === 'following' || reason === 'subscribers'
          ? reason
          : null,
    blockedByMe: reason === 'blocked_by_me',
  };
}

export const chatPermissionQueryOptions = (otherUserId: string) =>
  queryOptions({ queryKey: blockKeys.chat(otherUserId), queryFn: () => getChatPermission(otherUserId) });

export const useChatPermission = (otherUserId: string) => useQuery(chatPermissionQueryOptions(otherUserId));

/** Blocks (`block: true`) or unblocks a person; on success every active screen reads again. */
export function useBlockChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: blockKeys.change(),
    mutationFn: async ({ userId, block }: { userId: string; block: boolean }) => {
      unwrapMaybe(await supabase.rpc(block ? 'block_user' : 'unblock_user', { target: userId }));
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/**
 * The database's own words when a block or someone's privacy settings refused a write (VB001 "You
 * can't interact with this account.", VB002/VB003 who may message them); null for other errors.
 */
export function refusalMessage(error: Error | null): string | null {
  const cause = error?.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' && /^VB00[123]$/.test(code) ? (error?.message ?? null) : null;
}
