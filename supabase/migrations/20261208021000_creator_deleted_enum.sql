-- A creator's subscribers hear when the creator deletes their account (issue 28, review m10). The enum value
-- gets its own migration: a value added by ALTER TYPE cannot be used in the transaction that adds it.
alter type public.notification_type add value if not exists 'creator_deleted';
