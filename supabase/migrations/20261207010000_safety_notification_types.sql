-- Notification kinds from the platform itself (trust and safety): a support ticket answered, a post,
-- comment or message removed by a moderator, a report reviewed. Enum values get their own migration:
-- a value added to an enum cannot be used in the same transaction (see 20261123200200).
alter type public.notification_type add value if not exists 'support_answer';
alter type public.notification_type add value if not exists 'content_removed';
alter type public.notification_type add value if not exists 'report_resolved';
