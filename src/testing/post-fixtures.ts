import type { PostCardRow } from '@/lib/schemas/post-card';

/** A `post_cards` row as the database returns it. */
export function postRow(overrides: Partial<PostCardRow> = {}): PostCardRow {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    user_id: 'a0000000-0000-4000-8000-000000000001',
    content: 'Rest days are training days.',
    media_type: 'none',
    media_url: null,
    media_width: null,
    media_height: null,
    is_locked: false,
    likes_count: 3,
    comments_count: 2,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    author_name: 'Luna Rivera',
    author_username: 'lunarivera',
    author_avatar_url: null,
    author_is_creator: true,
    user_liked: false,
    locked_media_path: null,
    ...overrides,
  };
}
