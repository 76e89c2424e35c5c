import type { MediaFilter } from '../utils/media-filter';

/** Handles are case-insensitive and may start with @ (get_profile accepts both). */
export const normalizeHandle = (handle: string) => handle.trim().replace(/^@/, '').toLowerCase();

export const profileKeys = {
  all: ['profile'] as const,
  detail: (handle: string) => [...profileKeys.all, 'detail', normalizeHandle(handle)] as const,
  posts: (userId: string) => [...profileKeys.all, 'posts', userId] as const,
  media: (userId: string) => [...profileKeys.all, 'media', userId] as const,
  startChat: () => [...profileKeys.all, 'start-chat'] as const,
};

export type { MediaFilter };
