import { caller, ownerOf, runAs } from './caller.ts';
import { errors } from './errors.ts';
import { assertKey } from './names.ts';
import { objectMetadata, saveObject } from './objects-write.ts';
import { assertMimeAllowed, findBucket, findObject, OBJECT_COLUMNS, sizeLimit, type ObjectRow } from './rows.ts';
import { optString, reqString, type Call } from './route.ts';

const MAX_PREFIXES = 1000;

/** Deletes rows as the caller (DELETE policies decide), then their bytes once committed. */
async function deleteRows(c: Call, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  const rows = await runAs(
    c.ctx,
    caller(c.ctx, c.req),
    async (db) =>
      (
        await db.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
          [bucketId, names],
        )
      ).rows,
    true,
  );
  for (const row of rows) await c.blobs.remove(row.version);
  return rows;
}

/** DELETE /object/{bucket} with `prefixes`: the deleted rows; rows RLS hides are skipped. */
export async function removeMany(c: Call, bucketId: string) {
  const body = await c.json();
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > MAX_PREFIXES ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw errors.invalidRequest(`body/prefixes must be an array of 1 to ${MAX_PREFIXES} strings`);
  }
  return deleteRows(c, bucketId, prefixes as string[]);
}

/** DELETE /object/{bucket}/{name}. */
export async function removeOne(c: Call, bucketId: string, name: string) {
  const rows = await deleteRows(c, bucketId, [name]);
  if (rows.length === 0) throw errors.noSuchKey();
  return { message: 'Successfully deleted' };
}

interface Transfer {
  sourceBucket: string;
  sourceKey: string;
  destBucket: string;
  destKey: string;
}

async function transferBody(c: Call): Promise<Transfer> {
  const body = await c.json();
  const sourceBucket = reqString(body, 'bucketId');
  return {
    sourceBucket,
    sourceKey: reqString(body, 'sourceKey'),
    destBucket: optString(body, 'destinationBucket') ?? sourceBucket,
    destKey: assertKey(reqString(body, 'destinationKey')),
  };
}

/**
 * POST /object/move: renames the row as the caller, so SELECT and UPDATE policies decide (the
 * UPDATE's WITH CHECK sees the new name), as Supabase documents for move. Bytes are stored by
 * version, so nothing moves on disk.
 */
export async function moveObject(c: Call) {
  const t = await transferBody(c);
  const actor = caller(c.ctx, c.req);
  const dest = await findBucket(c.ctx, t.destBucket);
  const { owner, ownerId } = ownerOf(actor);
  await runAs(c.ctx, actor, async (db) => {
    const source = await findObject(db, t.sourceBucket, t.sourceKey);
    const size = Number(source.metadata?.size ?? 0);
    if (size > sizeLimit(c.ctx, dest)) throw errors.tooLarge();
    assertMimeAllowed(dest, source.metadata?.mimetype ?? 'application/octet-stream');
    const moved = await db.query(
      `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, updated_at = now()
       where bucket_id = $1 and name = $2`,
      [t.sourceBucket, t.sourceKey, t.destBucket, t.destKey, owner, ownerId],
    );
    if (moved.rowCount === 0) throw errors.noSuchKey();
  });
  return { message: 'Successfully moved' };
}

/** POST /object/copy: new bytes under a new version, the row inserted (or upserted) as the caller. */
export async function copyObject(c: Call) {
  const t = await transferBody(c);
  const actor = caller(c.ctx, c.req);
  const dest = await findBucket(c.ctx, t.destBucket);
  const source = await runAs(c.ctx, actor, (db) => findObject(db, t.sourceBucket, t.sourceKey));
  if (!source.version) throw errors.noSuchKey();
  const mimetype = source.metadata?.mimetype ?? 'application/octet-stream';
  if (Number(source.metadata?.size ?? 0) > sizeLimit(c.ctx, dest)) throw errors.tooLarge();
  assertMimeAllowed(dest, mimetype);

  const copy = await c.blobs.copyToTemp(source.version);
  const version = await c.blobs.commit(copy.tempPath).catch(async (err: unknown) => {
    await c.blobs.discardTemp(copy.tempPath);
    throw err;
  });
  try {
    const { owner, ownerId } = ownerOf(actor);
    const metadata = objectMetadata(copy.size, copy.md5, mimetype, source.metadata?.cacheControl ?? 'no-cache');
    const mode = c.req.headers['x-upsert'] === 'true' ? 'upsert' : 'insert';
    const row = await saveObject(c.ctx, actor, mode, {
      bucketId: t.destBucket,
      name: t.destKey,
      owner,
      ownerId,
      metadata,
      userMetadata: source.user_metadata,
      version,
    });
    await c.blobs.remove(row.oldVersion);
    return { Id: row.id, Key: `${t.destBucket}/${t.destKey}` };
  } catch (err) {
    await c.blobs.remove(version);
    throw err;
  }
}
