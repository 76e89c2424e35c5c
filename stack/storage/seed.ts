import { createReadStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BucketConfig } from '../config.ts';
import type { StackContext } from '../types.ts';
import { BlobStore, writeLimited } from './blobs.ts';
import { keyProblem } from './names.ts';
import { mimeTypeOf } from './mime.ts';
import { objectMetadata, saveObject } from './objects-write.ts';
import { mimeAllowed, sizeLimit } from './rows.ts';

/** Regular files under `dir`, as object names relative to it; dot-files (.gitkeep, .DS_Store) are skipped. */
async function walk(dir: string, prefix = ''): Promise<Array<{ file: string; name: string }>> {
  const out: Array<{ file: string; name: string }> = [];
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const file = path.join(dir, e.name);
    const name = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await walk(file, name)));
    else if (e.isFile()) out.push({ file, name });
  }
  return out;
}

async function upsertBucket(ctx: StackContext, b: BucketConfig) {
  await ctx.pool.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, $2, $3, $4)
     on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
       allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
    [b.id, b.public, b.fileSizeLimit, b.allowedMimeTypes],
  );
}

/**
 * The demo objects' lifetime: a year, as the app asks for its own uploads (src/lib/storage/files.ts,
 * UPLOAD_CACHE_SECONDS). Their names are never reused for other bytes: `npm run gen:media` writes new files.
 */
export const SEED_CACHE_CONTROL = 'max-age=31536000';

async function uploadFile(
  ctx: StackContext,
  blobs: BlobStore,
  bucketId: string,
  file: string,
  name: string,
  mimetype: string,
) {
  const tempPath = blobs.newTempPath();
  const written = await writeLimited(createReadStream(file), tempPath, Infinity);
  const version = await blobs.commit(tempPath);
  try {
    const metadata = objectMetadata(written.size, written.md5, mimetype, SEED_CACHE_CONTROL);
    const row = await saveObject(ctx, { kind: 'service', owner: null }, 'upsert', {
      bucketId,
      name,
      owner: null,
      ownerId: null,
      metadata,
      userMetadata: {},
      version,
    });
    await blobs.remove(row.oldVersion);
  } catch (err) {
    await blobs.remove(version);
    throw err;
  }
}

async function seedObjects(ctx: StackContext, blobs: BlobStore, b: BucketConfig, dir: string, fresh: boolean) {
  const { rows } = await ctx.pool.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [
    b.id,
  ]);
  const existing = new Set(rows.map((r) => r.name));
  const limit = sizeLimit(ctx, { file_size_limit: b.fileSizeLimit });
  let uploaded = 0;
  for (const { file, name } of await walk(dir)) {
    if (!fresh && existing.has(name)) continue;
    const problem = keyProblem(name);
    const mimetype = mimeTypeOf(file);
    const { size } = await stat(file);
    // A file the bucket would refuse from a client is reported and skipped, not forced in.
    const refusal =
      problem ??
      (size > limit
        ? `larger than the bucket's limit of ${limit} bytes`
        : !mimeAllowed({ allowed_mime_types: b.allowedMimeTypes }, mimetype)
          ? `type ${mimetype} is not allowed in the bucket`
          : null);
    if (refusal) {
      ctx.log('storage', `seed: skipped ${b.id}/${name}: ${refusal}`);
      continue;
    }
    await uploadFile(ctx, blobs, b.id, file, name, mimetype);
    uploaded++;
  }
  if (uploaded) ctx.log('storage', `seed: uploaded ${uploaded} object(s) to bucket ${b.id}`);
}

/**
 * What the Supabase CLI does on start: every `[storage.buckets.*]` of config.toml is upserted,
 * then the files under its `objects_path` are uploaded — all of them on a fresh database,
 * afterwards only those missing (so a restart never overwrites what the app changed).
 */
export async function seedStorage(ctx: StackContext, fresh: boolean): Promise<void> {
  const blobs = new BlobStore(ctx.dataDir);
  await blobs.clearTemp();
  for (const b of ctx.config.storage.buckets) await upsertBucket(ctx, b);
  for (const b of ctx.config.storage.buckets) {
    if (!b.objectsPath) continue;
    if (!existsSync(b.objectsPath)) {
      ctx.log('storage', `seed: objects_path ${b.objectsPath} of bucket ${b.id} does not exist`);
      continue;
    }
    await seedObjects(ctx, blobs, b, b.objectsPath, fresh);
  }
}
