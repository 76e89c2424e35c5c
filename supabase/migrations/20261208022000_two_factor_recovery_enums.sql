-- A way back in without the authenticator (issue 28, review M7): the enum values the next migration uses,
-- on their own (a value added by ALTER TYPE cannot be used in the transaction that adds it).
-- Support tickets of the kind only a confirmed recovery request creates, and the moderator action that answers one.
alter type public.support_category add value if not exists 'two_factor';
alter type public.moderation_action_kind add value if not exists 'reset_two_factor';
