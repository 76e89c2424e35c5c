-- Enum values for restoring removed content (20261207030000). Enum values get their own migration: a value
-- added to an enum cannot be used in the same transaction (see 20261123200200).
-- The author hears that a moderator put their post, comment or message back after a review.
alter type public.notification_type add value if not exists 'content_restored';
-- A moderator puts back an item they or another moderator removed (an appeal that succeeded).
alter type public.moderation_action_kind add value if not exists 'restore';
