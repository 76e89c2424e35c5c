/**
 * Writes supabase/seed.sql from the cast, the content plan and the media manifest. The SQL runs
 * as superuser on a fresh database after the migrations (our stack and `supabase start` alike):
 * users go into auth.users/auth.identities the way GoTrue writes them, so the project's trigger
 * creates their profiles; every other row goes through the normal tables so triggers keep the
 * counters. Times are relative to now() so the demo always looks recent.
 */
import { writeFileSync } from 'node:fs';
import { CREATOR_PASSWORD, MODERATORS, PEOPLE, type Person } from './cast.ts';
import { COMMENTS_PLAN, CONVERSATIONS, FOLLOWS, LIKES, POSTS, type MessagePlan } from './content.ts';
import type { Manifest, ManifestEntry } from './generate.ts';
import { SEED_SQL } from './paths.ts';
import { EXTRA_SECTIONS } from './seed-extra.ts';
import { money } from './seed-money.ts';

export const q = (s: string | null | undefined) => (s == null ? 'null' : `'${s.replace(/'/g, "''")}'`);
export const ago = (minutes: number) => `now() - interval '${Math.round(minutes)} minutes'`;
const num = (n: number | null) => (n == null ? 'null' : String(n));

function entry(manifest: Manifest, key: string): ManifestEntry {
  const e = manifest[key];
  if (!e) throw new Error(`manifest has no ${key}: run npm run gen:media`);
  return e;
}

/** The project-relative public URL the app stores (see docs/database.md): no host baked in. */
const publicUrl = (e: ManifestEntry) => `/storage/v1/object/public/${e.bucket}/${e.name}`;

const rows = (list: string[]) => list.join(',\n  ');

function users(): string {
  const staff = new Set(MODERATORS.map((p) => p.id));
  const u = [...PEOPLE, ...MODERATORS].map((p, i) => {
    const created = ago((60 - i) * 24 * 60);
    const app = { provider: 'email', providers: ['email'], ...(staff.has(p.id) ? { role: 'moderator' } : {}) };
    return `('00000000-0000-0000-0000-000000000000', ${q(p.id)}, 'authenticated', 'authenticated', ${q(p.email)},
    extensions.crypt(${q(p.password)}, extensions.gen_salt('bf')), ${created}, '', '', '', '', '',
    ${q(JSON.stringify(app))}, ${q(JSON.stringify({ name: p.name, adult_confirmed: true }))}, ${created}, ${created})`;
  });
  const ids = [...PEOPLE, ...MODERATORS].map((p) => `(${q(p.id)}, ${q(p.email)})`);
  return `-- Users, as GoTrue writes a confirmed email signup. The on_auth_user_created trigger creates
-- each profile (name from raw_user_meta_data) and records the 18+ confirmation (adult_confirmed, given at
-- sign-up). Creators sign in with ${q(CREATOR_PASSWORD)};
-- the fans with 'velvet-fan-1' and 'velvet-fan-2', the moderator with 'velvet-mod-1' (see README).
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ${rows(u)};

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', null, u.created_at, u.created_at
from (values
  ${rows(ids)}
) as v (id, email)
join auth.users u on u.id = v.id::uuid;
`;
}

function profiles(m: Manifest): string {
  const v = PEOPLE.map((p: Person, i) => {
    const avatar = publicUrl(entry(m, `avatar:${p.id}`));
    const cover = p.isCreator ? q(publicUrl(entry(m, `cover:${p.id}`))) : 'null';
    return `(${q(p.id)}, ${q(p.username)}, ${q(p.bio)}, ${q(p.location)}, ${q(avatar)}, ${cover}, ${p.isCreator}, ${num(p.priceCents)}, ${ago((60 - i) * 24 * 60)})`;
  });
  const staff = MODERATORS.map(
    (p) =>
      `(${q(p.id)}, ${q(p.username)}, ${q(p.bio)}, ${q(p.location)}, null, null, false, null, ${ago(60 * 24 * 60)})`,
  );
  v.push(...staff);
  return `-- Profile details the signup trigger cannot know (moderators have no avatar or cover).
update public.profiles p
set username = v.username, bio = v.bio, location = v.location, avatar_url = v.avatar_url, cover_url = v.cover_url,
    is_creator = v.is_creator, subscription_price_cents = v.price, created_at = v.created_at
from (values
  ${rows(v)}
) as v (id, username, bio, location, avatar_url, cover_url, is_creator, price, created_at)
where p.id = v.id::uuid;
`;
}

function posts(m: Manifest): string {
  const v = POSTS.map((p) => {
    const e = p.media ? entry(m, p.media.key) : null;
    const url = e && !p.isLocked ? q(publicUrl(e)) : 'null';
    return `(${q(p.id)}, ${q(p.authorId)}, ${q(p.content)}, '${p.mediaType}', ${url}, ${num(e?.width ?? null)}, ${num(e?.height ?? null)}, ${p.isLocked}, ${num(p.priceCents)}, ${ago(p.ageMinutes)})`;
  });
  const locked = POSTS.filter((p) => p.isLocked && p.media).map((p) => {
    const e = entry(m, p.media?.key ?? '');
    return `(${q(p.id)}, ${q(p.authorId)}, ${q(e.name)}, ${ago(p.ageMinutes)})`;
  });
  return `-- Posts: text, images, videos and locked posts (subscribers only, or pay-per-view with a price).
-- A locked post's file is in the private locked-media bucket; only locked_post_media (readable by
-- the author and entitled fans) knows its path.
insert into public.posts (id, user_id, content, media_type, media_url, media_width, media_height, is_locked, price_cents, created_at)
values
  ${rows(v)};

insert into public.locked_post_media (post_id, user_id, media_path, created_at)
values
  ${rows(locked)};
`;
}

function social(): string {
  const c = COMMENTS_PLAN.map(
    (x) =>
      `(${q(x.id)}, ${q(x.postId)}, ${q(x.userId)}, ${q(x.parentId)}::uuid, ${q(x.content)}, ${ago(x.ageMinutes)})`,
  );
  const l = LIKES.map((x) => `(${q(x.userId)}, ${q(x.postId)}::uuid, ${q(x.commentId)}::uuid, ${ago(x.ageMinutes)})`);
  const f = FOLLOWS.map(([a, b], i) => `(${q(a)}, ${q(b)}, ${ago(30 * 24 * 60 - i * 97)})`);
  return `-- Comments (replies come after their parents), likes and follows; triggers keep every counter.
insert into public.comments (id, post_id, user_id, parent_id, content, created_at)
values
  ${rows(c)};

insert into public.likes (user_id, post_id, comment_id, created_at)
values
  ${rows(l)};

insert into public.follows (follower_id, following_id, created_at)
values
  ${rows(f)};
`;
}

function message(m: Manifest, conversationId: string, x: MessagePlan): string {
  const e = x.media ? entry(m, x.media.key) : null;
  const type = x.media ? x.media.kind : 'none';
  const sized = type === 'image' || type === 'video';
  // A paid message never carries its path: that is in locked_message_media.
  const url = x.priceCents == null ? q(e?.name ?? null) : 'null';
  return `(${q(x.id)}, ${q(conversationId)}, ${q(x.senderId)}, ${q(x.content)}, '${type}', ${url}, ${num(sized ? (e?.width ?? null) : null)}, ${num(sized ? (e?.height ?? null) : null)}, ${num(e?.duration ?? null)}, ${num(x.priceCents)}, ${ago(x.ageMinutes)})`;
}

function chats(m: Manifest): string {
  const convs = CONVERSATIONS.map((c) => {
    const [low, high] = c.a < c.b ? [c.a, c.b] : [c.b, c.a];
    const start = (c.messages[0]?.ageMinutes ?? 0) + 5;
    return `(${q(c.id)}, ${q(low)}, ${q(high)}, ${ago(start)}, ${ago(start)})`;
  });
  const msgs = CONVERSATIONS.flatMap((c) => c.messages.map((x) => message(m, c.id, x)));
  const read = CONVERSATIONS.filter((c) => c.readByA).map((c) => `(${q(c.id)}, ${q(c.a)})`);
  const paid = CONVERSATIONS.flatMap((c) =>
    c.messages
      .filter((x) => x.priceCents != null && x.media)
      .map((x) => `(${q(x.id)}, ${q(x.senderId)}, ${q(entry(m, x.media?.key ?? '').name)}, ${ago(x.ageMinutes)})`),
  );
  return `-- Conversations between the fans and creators: text, image, video and voice messages, and paid
-- messages whose media (in locked-media) only the sender and a buyer can open.
-- updated_at starts at created_at; the messages trigger moves it to the newest message.
insert into public.conversations (id, user_a_id, user_b_id, created_at, updated_at)
values
  ${rows(convs)};

insert into public.messages (id, conversation_id, sender_id, content, media_type, media_url, media_width, media_height, media_duration, price_cents, created_at)
values
  ${rows(msgs)};

insert into public.locked_message_media (message_id, sender_id, media_path, created_at)
values
  ${rows(paid)};

-- The fan has read these conversations; the others show unread messages.
update public.conversation_participants cp set last_read_at = now()
from (values
  ${rows(read)}
) as v (conversation_id, user_id)
where cp.conversation_id = v.conversation_id::uuid and cp.user_id = v.user_id::uuid;
`;
}

export function writeSeed(manifest: Manifest): void {
  const parts = [
    `-- Velvet demo data. GENERATED by \`npm run gen:media\` (scripts/media/) — edit the generator, not this file.
-- Runs as superuser on a fresh database after the migrations. Media files are uploaded from
-- supabase/storage/<bucket> (each bucket's objects_path in config.toml).
`,
    users(),
    profiles(manifest),
    posts(manifest),
    social(),
    chats(manifest),
    money(),
    ...EXTRA_SECTIONS.map((s) => s(manifest)),
  ];
  writeFileSync(SEED_SQL, parts.join('\n'));
  console.log(`wrote ${SEED_SQL}`);
}
