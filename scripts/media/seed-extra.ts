/** Seed sections after the core content: notification times and call history. */
import { CALLS, callRowId } from './content.ts';
import type { Manifest } from './generate.ts';

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ago = (minutes: number) => `now() - interval '${Math.round(minutes)} minutes'`;

function notifications(): string {
  return `-- Notifications were written by the follow/like/comment triggers at seeding time; date each
-- one like its cause, and leave only the last few days unread.
update public.notifications n set created_at = coalesce(
  (select f.created_at from public.follows f
    where n.type = 'follow' and f.follower_id = n.actor_id and f.following_id = n.user_id),
  (select l.created_at from public.likes l
    where n.type = 'post_like' and l.user_id = n.actor_id and l.post_id = n.post_id),
  (select l.created_at from public.likes l
    where n.type = 'comment_like' and l.user_id = n.actor_id and l.comment_id = n.comment_id),
  (select c.created_at from public.comments c
    where n.type in ('comment', 'reply') and c.id = n.comment_id),
  n.created_at);

update public.notifications set read_at = created_at + interval '2 hours'
where created_at < now() - interval '3 days';
`;
}

function calls(): string {
  const rows = CALLS.flatMap((c) => {
    const seconds = c.answered ? String(c.seconds) : 'null';
    return [
      `(${q(callRowId(c.id * 2 - 1))}, ${q(c.callerId)}, ${q(c.calleeId)}, 'outgoing', ${ago(c.ageMinutes)}, ${seconds})`,
      `(${q(callRowId(c.id * 2))}, ${q(c.calleeId)}, ${q(c.callerId)}, '${c.answered ? 'incoming' : 'missed'}', ${ago(c.ageMinutes)}, ${seconds})`,
    ];
  });
  return `-- Call history (the Calls screen): each call appears in both people's logs.
insert into public.call_history (id, user_id, peer_id, type, started_at, duration_seconds)
values
  ${rows.join(',\n  ')};
`;
}

export const EXTRA_SECTIONS: Array<(m: Manifest) => string> = [notifications, calls];
