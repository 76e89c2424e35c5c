-- Comment moderation on one's own posts (issue 28, review m8): besides its author, the author of the post a
-- comment is on may delete it (a creator removing a fan's comment). One permissive policy for both, as
-- the advisor lints want. Replies go with their top-level comment (comments.parent_id cascades), and the
-- post's comments_count follows through the existing count trigger. A comment the post's author cannot
-- read (hidden by a moderator, or written by someone they blocked or who blocked them) stays out of reach.

drop policy comments_delete_own on public.comments;
create policy comments_delete_own_or_on_own_post on public.comments
  for delete to authenticated
  using (
    user_id = (select auth.uid())
    or post_id in (select p.id from public.posts p where p.user_id = (select auth.uid()))
  );
