// Helpers for the database suites: rows created straight in the database (fast, and
// independent of the policies under test), snapshots to prove a refused write changed
// nothing, and a check that a supabase-js call was refused.
import type { PostgrestError } from '@supabase/supabase-js';
import type pg from 'pg';
import { expect } from 'vitest';

type Row = Record<string, unknown>;

/** What a refused supabase-js call looks like: an error, and no data. */
export function expectRefused(result: { error: PostgrestError | null; data?: unknown }, code?: string | RegExp) {
  expect(result.error, 'expected the database to refuse this call').not.toBeNull();
  if (code instanceof RegExp) expect(result.error?.code ?? '').toMatch(code);
  else if (code) expect(result.error?.code).toBe(code);
}

/**
 * A refused UPDATE or DELETE under RLS is not an error: the rows are simply invisible to
 * it. Either way nothing may come back as changed.
 */
export function expectNoRowsChanged(result: { error: PostgrestError | null; data: unknown }) {
  if (result.error) return;
  expect(result.data ?? []).toEqual([]);
}

export async function rows(db: pg.Client, sql: string, params: unknown[] = []): Promise<Row[]> {
  return (await db.query(sql, params)).rows as Row[];
}

export async function one(db: pg.Client, sql: string, params: unknown[] = []): Promise<Row> {
  const r = await rows(db, sql, params);
  if (r.length !== 1) throw new Error(`expected one row, got ${r.length}: ${sql}`);
  return r[0] as Row;
}

/** Everything stored for `table` rows matching `where` (superuser view), for before/after checks. */
export function snapshot(db: pg.Client, table: string, where: string, params: unknown[]): Promise<Row[]> {
  return rows(db, `select * from public.${table} where ${where} order by 1`, params);
}

export async function insertPost(
  db: pg.Client,
  userId: string,
  fields: {
    content?: string;
    media_type?: string;
    media_url?: string | null;
    is_locked?: boolean;
    created_at?: string;
  } = {},
): Promise<string> {
  const r = await one(
    db,
    `insert into public.posts (user_id, content, media_type, media_url, is_locked, created_at)
     values ($1, $2, $3::public.post_media_type, $4, $5, coalesce($6::timestamptz, now())) returning id`,
    [
      userId,
      fields.content ?? 'hello from a test',
      fields.media_type ?? 'none',
      fields.media_url ?? null,
      fields.is_locked ?? false,
      fields.created_at ?? null,
    ],
  );
  return r.id as string;
}

export async function insertComment(
  db: pg.Client,
  userId: string,
  postId: string,
  parentId: string | null = null,
  content = 'a comment',
) {
  const r = await one(
    db,
    `insert into public.comments (user_id, post_id, parent_id, content) values ($1, $2, $3, $4) returning id`,
    [userId, postId, parentId, content],
  );
  return r.id as string;
}

/** A conversation between two users, created as the superuser (the trigger adds participants). */
export async function insertConversation(db: pg.Client, a: string, b: string): Promise<string> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const r = await one(db, `insert into public.conversations (user_a_id, user_b_id) values ($1, $2) returning id`, [
    low,
    high,
  ]);
  return r.id as string;
}

export async function insertMessage(db: pg.Client, conversationId: string, senderId: string, content = 'hi there') {
  const r = await one(
    db,
    `insert into public.messages (conversation_id, sender_id, content) values ($1, $2, $3) returning id`,
    [conversationId, senderId, content],
  );
  return r.id as string;
}

/** What a row stores for a file in a public bucket: its project-relative public path. */
export const publicPath = (bucket: string, path: string) => `/storage/v1/object/public/${bucket}/${path}`;
