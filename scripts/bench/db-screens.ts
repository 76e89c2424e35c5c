/**
 * The screen queries the benchmark measures: each as the HTTP request supabase-js sends to
 * PostgREST, and as the SQL PostgREST runs, for EXPLAIN. Parameters come from the loaded data.
 */
import type pg from 'pg';
import { CREATOR_EVERY, VIEWER } from './db-dataset.ts';

export interface Screen {
  name: string;
  method: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  /** Path and query under /rest/v1. */
  path: string;
  body?: Record<string, unknown>;
  sql: string;
  params: unknown[];
}

const one = async <T extends pg.QueryResultRow>(db: pg.Client, sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row for: ${sql}`);
  return rows[0];
};

export const viewerId = (db: pg.Client) =>
  one<{ id: string }>(db, `select md5('u' || $1)::uuid as id`, [VIEWER]).then((r) => r.id);

export async function screens(db: pg.Client): Promise<Screen[]> {
  // Page 100 of the feed: the keyset cursor a client holds after scrolling 4,950 posts.
  const deep = await one<{ created_at: Date; id: string }>(
    db,
    `select created_at, id from public.posts order by created_at desc, id desc offset 4949 limit 1`,
  );
  const deepAt = deep.created_at.toISOString();
  const post = await one<{ id: string }>(
    db,
    `select id from public.posts order by comments_count desc, likes_count desc limit 1`,
  );
  const viewer = await viewerId(db);
  const chat = await one<{ id: string }>(
    db,
    `select c.id from public.conversations c where $1 in (c.user_a_id, c.user_b_id) order by c.updated_at desc limit 1`,
    [viewer],
  );
  const handle = `user${CREATOR_EVERY * 3}`;
  const enc = encodeURIComponent;
  return [
    {
      name: 'Home feed, first page (get_feed)',
      method: 'POST',
      path: '/rpc/get_feed',
      body: {},
      sql: 'select * from public.get_feed()',
      params: [],
    },
    {
      name: 'Home feed, page 100 (keyset)',
      method: 'POST',
      path: '/rpc/get_feed',
      body: { before_created_at: deepAt, before_id: deep.id },
      sql: 'select * from public.get_feed($1, $2)',
      params: [deepAt, deep.id],
    },
    {
      name: 'Post detail (post_cards by id)',
      method: 'GET',
      path: `/post_cards?select=*&id=eq.${post.id}`,
      sql: 'select * from public.post_cards where id = $1',
      params: [post.id],
    },
    {
      name: 'Comments of a post (comment_cards)',
      method: 'GET',
      path: `/comment_cards?select=*&post_id=eq.${post.id}&order=created_at.asc,id.asc`,
      sql: 'select * from public.comment_cards where post_id = $1 order by created_at, id',
      params: [post.id],
    },
    {
      name: 'Chat list (chat_list)',
      method: 'GET',
      path: '/chat_list?select=*&order=updated_at.desc',
      sql: 'select * from public.chat_list order by updated_at desc',
      params: [],
    },
    {
      name: 'Chat messages, newest 50',
      method: 'GET',
      path: `/messages?select=*&conversation_id=eq.${chat.id}&order=created_at.desc,id.desc&limit=50`,
      sql: 'select * from public.messages where conversation_id = $1 order by created_at desc, id desc limit 50',
      params: [chat.id],
    },
    {
      name: 'Suggested creators',
      method: 'POST',
      path: '/rpc/get_suggested_creators',
      body: {},
      sql: 'select * from public.get_suggested_creators()',
      params: [],
    },
    {
      name: 'Video feed, first page',
      method: 'POST',
      path: '/rpc/get_video_feed',
      body: {},
      sql: 'select * from public.get_video_feed()',
      params: [],
    },
    {
      name: 'Profile by username (get_profile)',
      method: 'POST',
      path: '/rpc/get_profile',
      body: { handle },
      sql: 'select * from public.get_profile($1)',
      params: [handle],
    },
    {
      name: 'Search "luna" (people + posts)',
      method: 'POST',
      path: '/rpc/search',
      body: { search_text: 'luna' },
      sql: 'select * from public.search($1)',
      params: ['luna'],
    },
    {
      name: 'Search "harbour" (people + posts)',
      method: 'POST',
      path: '/rpc/search',
      body: { search_text: 'harbour' },
      sql: 'select * from public.search($1)',
      params: ['harbour'],
    },
    {
      name: 'Notifications, newest 30',
      method: 'GET',
      path: `/notification_cards?select=*&order=created_at.desc,id.desc&limit=30`,
      sql: 'select * from public.notification_cards order by created_at desc, id desc limit 30',
      params: [],
    },
    {
      name: 'Unread notifications badge (count)',
      method: 'HEAD',
      path: '/notifications?select=id&read_at=is.null',
      headers: { Prefer: 'count=exact' },
      sql: 'select count(*) from public.notifications where read_at is null',
      params: [],
    },
  ].map((s) => ({ ...s, path: s.path.replace(/ /g, enc(' ')) })) as Screen[];
}
