import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { roleOf } from '../db.ts';
import type { StackContext } from '../types.ts';
import type { BlobStore } from './blobs.ts';
import { ownerOf, probe, runAs, type Actor } from './caller.ts';
import { errors } from './errors.ts';
import { receiveUpload } from './receive.ts';
import { assertMimeAllowed, findBucket, sizeLimit, type ObjectMetadata } from './rows.ts';

/** insert: plain upload; upsert: `x-upsert: true`; update: PUT (the object must exist). */
export type WriteMode = 'insert' | 'upsert' | 'update';

export interface ObjectWrite {
  bucketId: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  metadata: Partial<ObjectMetadata>;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

/*
 * No RETURNING here: Postgres would then also demand a SELECT policy on the new row, while
 * storage-api lets an INSERT-only policy upload. Ids and replaced versions are read as the
 * service instead (see saveObject).
 */
const SQL: Record<WriteMode, string> = {
  insert: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5, $6, $7)`,
  // ON CONFLICT DO UPDATE makes Postgres check INSERT, SELECT and UPDATE policies, as storage-api's probe does.
  upsert: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5, $6, $7)
    on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
      metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
      updated_at = now(), last_accessed_at = now()`,
  update: `update storage.objects set owner = $3, owner_id = $4, metadata = $5, user_metadata = $6,
      version = $7, updated_at = now(), last_accessed_at = now()
    where bucket_id = $1 and name = $2`,
};

/** Writes the row as whoever `db` runs as, so RLS decides; an update of nothing visible is a 404. */
export async function writeObjectRow(db: pg.Pool | pg.ClientBase, mode: WriteMode, w: ObjectWrite): Promise<void> {
  const result = await db.query(SQL[mode], [
    w.bucketId,
    w.name,
    w.owner,
    w.ownerId,
    JSON.stringify(w.metadata),
    w.userMetadata && JSON.stringify(w.userMetadata),
    w.version,
  ]);
  if (result.rowCount === 0) throw errors.noSuchKey();
}

/**
 * Runs `fn` as the connection's own superuser inside the caller's transaction, then switches
 * back. (No finally: after a failed statement the transaction is rolled back anyway.)
 */
async function asService<T>(db: pg.ClientBase, actor: Actor, fn: () => Promise<T>): Promise<T> {
  if (actor.kind !== 'caller') return fn();
  await db.query("select set_config('role', session_user, true)");
  const result = await fn();
  await db.query("select set_config('role', $1, true)", [roleOf(actor.claims)]);
  return result;
}

/**
 * One transaction: lock the current row (if any) to learn which version it replaces, write
 * the new row as the actor, read back its id. Returns the replaced version so the caller can
 * drop its bytes once committed.
 */
export async function saveObject(ctx: StackContext, actor: Actor, mode: WriteMode, w: ObjectWrite) {
  return runAs(ctx, actor, async (db) => {
    const where = 'from storage.objects where bucket_id = $1 and name = $2';
    const before = await asService(db, actor, () =>
      db.query<{ version: string | null }>(`select version ${where} for update`, [w.bucketId, w.name]),
    );
    await writeObjectRow(db, mode, w);
    const after = await asService(db, actor, () =>
      db.query<{ id: string }>(`select id ${where}`, [w.bucketId, w.name]),
    );
    return { id: after.rows[0]!.id, oldVersion: before.rows[0]?.version ?? null };
  });
}

export function objectMetadata(size: number, md5: string, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${md5}"`,
    size,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}

export interface UploadTarget {
  bucketId: string;
  name: string;
  actor: Actor;
  mode: WriteMode;
}

/**
 * The whole upload: bucket limits, the rolled-back RLS probe before any byte is read, the bytes
 * streamed to a temp file and moved under a fresh version, then the row written as the actor.
 * The replaced version's bytes are dropped only after the commit; a refused row drops the new ones.
 */
export async function storeUpload(ctx: StackContext, blobs: BlobStore, req: IncomingMessage, t: UploadTarget) {
  const bucket = await findBucket(ctx, t.bucketId);
  const { owner, ownerId } = ownerOf(t.actor);
  const base = { bucketId: t.bucketId, name: t.name, owner, ownerId };

  const received = await receiveUpload(req, {
    blobs,
    limit: sizeLimit(ctx, bucket),
    accept: async (facts) => {
      assertMimeAllowed(bucket, facts.mimetype);
      const size = facts.declaredSize ?? 0;
      const metadata = { mimetype: facts.mimetype, contentLength: size, size };
      await probe(ctx, t.actor, (db) =>
        writeObjectRow(db, t.mode, { ...base, metadata, userMetadata: facts.userMetadata, version: randomUUID() }),
      );
    },
  });

  const version = await blobs.commit(received.tempPath).catch(async (err: unknown) => {
    await blobs.discardTemp(received.tempPath);
    throw err;
  });
  try {
    const metadata = objectMetadata(received.size, received.md5, received.mimetype, received.cacheControl);
    const row = await saveObject(ctx, t.actor, t.mode, {
      ...base,
      metadata,
      // storage-api stores `{...userMetadata}`: an upload without x-metadata gets {}, not null.
      userMetadata: received.userMetadata ?? {},
      version,
    });
    if (row.oldVersion !== version) await blobs.remove(row.oldVersion);
    return { Id: row.id, Key: `${t.bucketId}/${t.name}` };
  } catch (err) {
    await blobs.remove(version);
    throw err;
  }
}
