-- Notification kinds for money events (issue 13). Enum values get their own migration because
-- a value added to an enum cannot be used in the same transaction; the columns, constraint and
-- triggers that use them follow in later migrations.
alter type public.notification_type add value if not exists 'new_subscriber';
alter type public.notification_type add value if not exists 'subscription_renewed';
alter type public.notification_type add value if not exists 'renewal_failed';
alter type public.notification_type add value if not exists 'tip';
alter type public.notification_type add value if not exists 'purchase';
alter type public.notification_type add value if not exists 'payout';
