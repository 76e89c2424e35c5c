import * as z from 'zod/mini';

export const notificationTypeSchema = z.enum([
  'follow',
  'post_like',
  'comment_like',
  'comment',
  'reply',
  // Money (issue 13 §11)
  'new_subscriber',
  'subscription_renewed',
  'renewal_failed',
  'tip',
  'purchase',
  'payout',
  // From the platform (trust and safety)
  'support_answer',
  'content_removed',
  'content_restored',
  'report_resolved',
  'creator_deleted',
]);

/** A `notification_cards` row. The actor is null when their account was deleted, or when Velvet itself speaks. */
export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  actor_id: z.nullable(z.string()),
  actor_name: z.nullable(z.string()),
  actor_username: z.nullable(z.string()),
  actor_avatar_url: z.nullable(z.string()),
  post_id: z.nullable(z.string()),
  comment_id: z.nullable(z.string()),
  post_excerpt: z.nullable(z.string()),
  comment_excerpt: z.nullable(z.string()),
  amount_cents: z.optional(z.nullable(z.number())),
  conversation_id: z.optional(z.nullable(z.string())),
  message_id: z.optional(z.nullable(z.string())),
  payout_status: z.optional(z.nullable(z.enum(['requested', 'processing', 'paid', 'failed']))),
  ticket_answer_excerpt: z.optional(z.nullable(z.string())),
  report_target_type: z.optional(z.nullable(z.enum(['post', 'comment', 'message', 'profile']))),
  report_status: z.optional(z.nullable(z.enum(['open', 'dismissed', 'actioned']))),
  message_excerpt: z.optional(z.nullable(z.string())),
  /** creator_deleted: who the subscription was to (their profile is gone). */
  creator_name: z.optional(z.nullable(z.string())),
  creator_username: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  read_at: z.nullable(z.string()),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** A person beside the newest one in a group ("Kai Nakamura and Ben liked your post"). */
const secondActorSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
});

/**
 * A `notification_feed` group (issue 28): its newest notification's card, how many it holds (likes of
 * one post, likes of one comment, new followers; everything else is a group of one) and the next person.
 */
export const notificationGroupSchema = z.object({
  ...notificationSchema.shape,
  group_key: z.string(),
  group_count: z.number().check(z.int(), z.positive()),
  second_actor: z.optional(z.nullable(secondActorSchema)),
});
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;
