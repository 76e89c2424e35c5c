-- Enum values for notices from Velvet itself (trust and safety) and for restoring removed content. Enum values
-- get their own migration: a value added to an enum cannot be used in the same transaction (see 20261123200200).
-- Notifications: a support ticket answered, a post, comment or message removed by a moderator or restored after
-- a review, a report reviewed.
alter type public.notification_type add value if not exists 'support_answer';
alter type public.notification_type add value if not exists 'content_removed';
alter type public.notification_type add value if not exists 'content_restored';
alter type public.notification_type add value if not exists 'report_resolved';
-- A moderator puts back an item they or another moderator removed (an appeal that succeeded).
alter type public.moderation_action_kind add value if not exists 'restore';
