import { z } from 'zod';

export const notificationTypeSchema = z.enum(['follow', 'post_like', 'comment_like', 'comment', 'reply']);

/** A `notification_cards` row. The actor is null when their account was deleted. */
export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_username: z.string().nullable(),
  actor_avatar_url: z.string().nullable(),
  post_id: z.string().nullable(),
  comment_id: z.string().nullable(),
  post_excerpt: z.string().nullable(),
  comment_excerpt: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
