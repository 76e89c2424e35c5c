/**
 * The benchmark's large dataset, generated set-based inside Postgres (insert … select
 * generate_series) so 10M+ rows load in minutes on 2 cores. Triggers and FK checks are off while
 * loading (session_replication_role = replica); every counter the triggers would keep is computed
 * in the same statement from the rows already loaded, so the data is what the app would produce.
 * Ids are md5-derived uuids (random-looking, reproducible): user i = md5('u' || i)::uuid.
 */
export interface Scale {
  users: number;
  posts: number;
  likes: number;
  comments: number;
  follows: number;
  conversations: number;
  messages: number;
  notifications: number;
}

export const FULL: Scale = {
  users: 100_000,
  posts: 1_000_000,
  likes: 5_000_000,
  comments: 500_000,
  follows: 1_000_000,
  conversations: 200_000,
  messages: 5_000_000,
  notifications: 1_000_000,
};

export function scaled(factor: number): Scale {
  const s = { ...FULL };
  for (const k of Object.keys(s) as Array<keyof Scale>) s[k] = Math.max(1000, Math.round(FULL[k] * factor));
  return s;
}

/** The signed-in user the screens are measured as: a fan with chats, likes and follows. */
export const VIEWER = 1;
/** Every 20th user is a creator (5%). */
export const CREATOR_EVERY = 20;
const WORDS = `sunset deadlift jollof neon forest glaze kiln thrift blazer speedrun route studio chorus acoustic
  breathwork flow stretch mat rooftop harbour skate board wheel trucks palette primer skin editorial lighting
  recipe pepper plantain spice feast ridge dawn fog village lens preset drone mirror rehearsal counts costume
  tutorial demo lyric strings playlist capsule tailoring autumn colour sketch timelapse brush layer shadow
  morning evening weekend monday programme tempo squat hinge warmup rest recovery protein coffee garden ocean`
  .trim()
  .split(/\s+/);

// 80 first names × 60 surnames: a common first name like "Luna" matches 1 profile in 80.
const FIRST_NAMES =
  `Luna Kai Amara Theo Maya Sofia Jordan Ravi Zoe Ines Milo Hana Alex Sam Noor Eli Aria Leo Mila Omar Nina Ivan
  Lea Hugo Emma Liam Olivia Noah Ava Lucas Isla Mateo Chloe Arjun Priya Yuki Kenji Sara Tomas Elena Felix Clara Jonas Ada
  Marta Diego Lina Rami Dana Oscar Vera Idris Nadia Pablo Rosa Anton Maja Emil Freya Tariq Leila Hassan Mira Bruno Alma Ezra
  Iris Joao Katya Luca Nora Otto Pia Quinn Rhea Soren Tess Uma Vik`
    .trim()
    .split(/\s+/);
const LAST_NAMES =
  `Rivera Nakamura Okafor Laurent Chen Rossi Blake Patel Martins Duarte Svensson Kim Garcia Muller Silva Novak
  Haddad Ibrahim Jensen Kowalski Larsen Moreau Nguyen Olsen Petrov Quinteros Romano Schmidt Tanaka Urbina Varga Weber Xu
  Yilmaz Zhou Abbott Bauer Costa Dubois Eriksen Fischer Gomez Horvat Ito Jovanovic Keller Lopez Mendes Nilsen Ortiz Park
  Reyes Santos Torres Ueda Vogel Walsh Young Zimmer Arslan`
    .trim()
    .split(/\s+/);
const FIRST = `array[${FIRST_NAMES.map((w) => `'${w}'`).join(',')}]`;
const LAST = `array[${LAST_NAMES.map((w) => `'${w}'`).join(',')}]`;
const uid = (prefix: string, expr: string) => `md5('${prefix}' || (${expr}))::uuid`;
const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;

export interface Step {
  name: string;
  sql: string;
}

export function datasetSteps(s: Scale): Step[] {
  const creators = Math.floor(s.users / CREATOR_EVERY);
  const creatorIdx = (expr: string) => `(((${expr}) % ${creators}) + 1) * ${CREATOR_EVERY}`;
  const wordCount = WORDS.length;
  // Post authors: 80% creators, the rest anyone. Post i's time: spread over a year, newest = 1.
  const postAuthor = (i: string) =>
    `case when (${i}) % 5 < 4 then ${creatorIdx(`(${i}) * 7`)} else ((${i}) * 13) % ${s.users} + 1 end`;
  const postTime = (i: string) =>
    `now() - ((${i})::bigint * 31536 / ${s.posts}) * interval '1000 seconds' - ((${i}) % 997) * interval '1 second'`;
  const commentPosts = Math.max(1, Math.floor(s.comments / 25));
  return [
    {
      name: 'staging tables',
      sql: `
      create unlogged table bench_like (user_idx int, post_idx int);
      insert into bench_like
        select (g % ${s.users}) + 1, ((((g % ${s.users}) + 1)::bigint * 7919 + (g / ${s.users})::bigint * 104729) % ${s.posts} + 1)::int
        from generate_series(0, ${s.likes - 1}) g;
      insert into bench_like select ${VIEWER}, p from generate_series(1, 400, 3) p
        where not exists (select 1 from bench_like b where b.user_idx = ${VIEWER} and b.post_idx = p);
      create unlogged table bench_follow (follower int, following int);
      insert into bench_follow
        select distinct f, c from (
          select (g % ${s.users}) + 1 as f, ${creatorIdx(`(g % ${s.users}) * 13 + (g / ${s.users}) * 7`)} as c
          from generate_series(0, ${s.follows - 1}) g) x
        where f <> c;`,
    },
    {
      name: `auth.users (${s.users})`,
      sql: `
      insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select '00000000-0000-0000-0000-000000000000', ${uid('u', 'i')}, 'authenticated', 'authenticated',
        'bench' || i || '@bench.test', now(), '{"provider":"email","providers":["email"]}', jsonb_build_object('name', 'User ' || i, 'adult_confirmed', true),
        now() - i * interval '5 minutes', now()
      from generate_series(1, ${s.users}) i;`,
    },
    {
      name: 'follows',
      sql: `
      insert into public.follows (follower_id, following_id, created_at)
      select ${uid('u', 'follower')}, ${uid('u', 'following')}, now() - (follower % 1000) * interval '1 hour' from bench_follow;`,
    },
    {
      name: `likes (${s.likes})`,
      sql: `
      insert into public.likes (user_id, post_id, created_at)
      select ${uid('u', 'user_idx')}, ${uid('p', 'post_idx')}, now() - (user_idx % 500) * interval '1 hour' from bench_like;`,
    },
    {
      name: `comments (${s.comments})`,
      sql: `
      insert into public.comments (id, post_id, user_id, parent_id, content, created_at)
      select ${uid('c', 'g')}, ${uid('p', `(g % ${commentPosts}) * 7 + 1`)}, ${uid('u', `(g * 31) % ${s.users} + 1`)},
        case when (g / ${commentPosts}) % 5 = 4 then ${uid('c', `g - ${commentPosts}`)} end,
        'Comment ' || g || ' ' || (${words})[1 + g % ${wordCount}],
        now() - (g % 720) * interval '1 minute' - interval '1 day' + (g / ${commentPosts}) * interval '10 seconds'
      from generate_series(1, ${s.comments}) g;
      insert into public.likes (user_id, comment_id, created_at)
      select ${uid('u', `(g * 17) % ${s.users} + 1`)}, ${uid('c', 'g')}, now() from generate_series(1, ${s.comments}, 4) g;`,
    },
    {
      name: `posts (${s.posts})`,
      sql: `
      create unlogged table bench_like_count as select post_idx, count(*)::int as n from bench_like group by post_idx;
      create unlogged table bench_comment_count as
        select (g % ${commentPosts}) * 7 + 1 as post_idx, count(*)::int as n from generate_series(1, ${s.comments}) g group by 1;
      insert into public.posts (id, user_id, content, media_type, media_url, media_width, media_height, is_locked, likes_count, comments_count, created_at)
      select ${uid('p', 'i')}, ${uid('u', 'a')},
        (${words})[1 + i % ${wordCount}] || ' ' || (${words})[1 + (i / 7) % ${wordCount}] || ' ' || (${words})[1 + (i / 53) % ${wordCount}]
          || ' and ' || (${words})[1 + (i / 401) % ${wordCount}] || ', post ' || i,
        m.t::public.post_media_type,
        case when m.t <> 'none' and not m.locked then '/storage/v1/object/public/post-media/' || ${uid('u', 'a')} || '/' || i || case m.t when 'video' then '.mp4' else '.jpg' end end,
        case when m.t <> 'none' then 1080 end, case when m.t <> 'none' then 1350 end, m.locked,
        coalesce(lc.n, 0), coalesce(cc.n, 0), ${postTime('i')}
      from generate_series(1, ${s.posts}) i
      cross join lateral (select ${postAuthor('i')} as a) au
      cross join lateral (select case when i % 20 = 0 then 'video' when i % 20 in (1, 2) then 'image' else 'none' end as t,
                                  (i % 100 = 1) as locked) m
      left join bench_like_count lc on lc.post_idx = i
      left join bench_comment_count cc on cc.post_idx = i;
      insert into public.locked_post_media (post_id, user_id, media_path)
      select ${uid('p', 'i')}, ${uid('u', postAuthor('i'))}, ${uid('u', postAuthor('i'))} || '/' || i || '.jpg'
      from generate_series(1, ${s.posts}) i where i % 100 = 1;`,
    },
    {
      name: 'profiles with counters',
      sql: `
      insert into public.profiles (id, name, username, bio, is_creator, subscription_price_cents, followers_count, following_count, posts_count, created_at)
      select ${uid('u', 'i')},
        (${FIRST})[1 + i % ${FIRST_NAMES.length}] || ' ' || (${LAST})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
        'user' || i, 'Bio of user ' || i, i % ${CREATOR_EVERY} = 0, case when i % ${CREATOR_EVERY} = 0 then 499 + (i % 10) * 100 end,
        coalesce(fr.n, 0), coalesce(fg.n, 0), coalesce(pc.n, 0), now() - i * interval '5 minutes'
      from generate_series(1, ${s.users}) i
      left join (select following as idx, count(*)::int n from bench_follow group by 1) fr on fr.idx = i
      left join (select follower as idx, count(*)::int n from bench_follow group by 1) fg on fg.idx = i
      left join (select ${postAuthor('g')} as idx, count(*)::int n from generate_series(1, ${s.posts}) g group by 1) pc on pc.idx = i;`,
    },
    {
      name: `conversations (${s.conversations})`,
      sql: `
      create unlogged table bench_conv (idx int, a int, b int);
      insert into bench_conv
        select j + 1, (j % ${s.users}) + 1, ((j % ${s.users}) + 1 + case when j < ${s.users} then 1 else 38 end) % ${s.users} + 1
        from generate_series(0, ${s.conversations - 1}) j;
      -- the viewer also talks to 100 creators
      insert into bench_conv
        select ${s.conversations} + row_number() over (order by c), ${VIEWER}, c
        from (select distinct ${creatorIdx('k * 3')} as c from generate_series(1, 100) k) x
        where c <> ${VIEWER} and not exists (
          select 1 from bench_conv b where (b.a = ${VIEWER} and b.b = x.c) or (b.a = x.c and b.b = ${VIEWER}));
      insert into public.conversations (id, user_a_id, user_b_id, created_at, updated_at)
      select ${uid('v', 'idx')}, least(${uid('u', 'a')}, ${uid('u', 'b')}), greatest(${uid('u', 'a')}, ${uid('u', 'b')}),
        now() - interval '30 days', now() - (idx % 1000) * interval '1 minute'
      from bench_conv;
      insert into public.conversation_participants (conversation_id, user_id, last_read_at, created_at)
      select ${uid('v', 'idx')}, ${uid('u', 'a')}, now() - (idx % 1000) * interval '1 minute' - (idx % 2) * interval '1 day', now() - interval '30 days' from bench_conv
      union all
      select ${uid('v', 'idx')}, ${uid('u', 'b')}, now() - (idx % 1000) * interval '1 minute', now() - interval '30 days' from bench_conv;`,
    },
    {
      name: `messages (${s.messages})`,
      sql: `
      insert into public.messages (conversation_id, sender_id, content, created_at)
      select ${uid('v', 'c.idx')}, ${uid('u', 'case when g % 2 = 0 then c.a else c.b end')},
        'Message ' || g || ' ' || (${words})[1 + g % ${wordCount}],
        now() - (c.idx % 1000) * interval '1 minute' - (g / n.n) * interval '1 hour'
      from (select count(*)::int as n from bench_conv) n
      cross join generate_series(0, ${s.messages - 1}) g
      join bench_conv c on c.idx = g % n.n + 1;`,
    },
    {
      name: `notifications (${s.notifications})`,
      sql: `
      insert into public.notifications (user_id, actor_id, type, post_id, created_at, read_at)
      select ${uid('u', 'r')}, ${uid('u', 'a')},
        case when g % 3 = 0 then 'follow' else 'post_like' end::public.notification_type,
        case when g % 3 <> 0 then ${uid('p', `(g % ${s.posts}) + 1`)} end,
        now() - g * interval '3 seconds', case when g % 4 <> 0 then now() end
      from generate_series(1, ${s.notifications}) g
      cross join lateral (select case when g % 50 = 0 then ${VIEWER} else ${creatorIdx('g')} end as r,
                                 (g * 7) % ${s.users - 1} + 2 as a) x
      where x.r <> x.a;`,
    },
    {
      // Issue 19: blocks (1 user in 50 blocks someone; the viewer blocks 10 people and is blocked by 10
      // creators whose posts are in the feed) and privacy settings (5% restrict messages, 2% hide their
      // online status, 1% hide from search and Discover), so the screens pay for the checks at scale.
      name: `blocks (${Math.floor(s.users / 50) + 20}) and privacy_settings`,
      sql: `
      insert into public.blocks (blocker_id, blocked_id, created_at)
      select ${uid('u', 'i')}, ${uid('u', `((i * 31) % ${s.users}) + 1`)}, now() - i * interval '1 minute'
      from generate_series(50, ${s.users}, 50) i where ((i * 31) % ${s.users}) + 1 <> i and i <> ${VIEWER}
      on conflict do nothing;
      insert into public.blocks (blocker_id, blocked_id)
      select ${uid('u', String(VIEWER))}, ${uid('u', `${VIEWER} + k * 7`)} from generate_series(1, 10) k
      union all
      select ${uid('u', `${creatorIdx('k * 11 + 1')}`)}, ${uid('u', String(VIEWER))} from generate_series(1, 10) k
      on conflict do nothing;
      insert into public.privacy_settings (user_id, message_audience, show_online, discoverable)
      select ${uid('u', 'i')}, case when i % 20 = 3 then 'following' else 'everyone' end::public.message_audience,
        i % 50 <> 7, i % 100 <> 11
      from generate_series(1, ${s.users}) i where i % 20 = 3 or i % 50 = 7 or i % 100 = 11;
      update public.profiles p set discoverable = false
      from public.privacy_settings x where x.user_id = p.id and not x.discoverable;`,
    },
    {
      name: 'clean up staging',
      sql: 'drop table bench_like, bench_follow, bench_like_count, bench_comment_count, bench_conv;',
    },
  ];
}
