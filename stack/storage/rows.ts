import type pg from 'pg';
import type { StackContext } from '../types.ts';
import { errors } from './errors.ts';

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

/** What storage-api keeps in objects.metadata (S3 head-object facts). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/** The columns storage-api returns for an object row (everything but the generated ones). */
export const OBJECT_COLUMNS =
  'bucket_id, name, owner, owner_id, id, updated_at, created_at, last_accessed_at, metadata, user_metadata, version';

/** Bucket lookups run as the service, as storage-api's `asSuperUser().findBucket`. */
export async function findBucket(ctx: StackContext, id: string): Promise<BucketRow> {
  const { rows } = await ctx.pool.query<BucketRow>(
    'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

/** One object as whoever `db` runs as; a row RLS hides is indistinguishable from a missing one. */
export async function findObject(db: pg.Pool | pg.ClientBase, bucketId: string, name: string): Promise<ObjectRow> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  const row = rows[0];
  if (!row) throw errors.noSuchKey();
  return row;
}

/** The effective upload limit: the global one, lowered by the bucket's own. */
export function sizeLimit(ctx: StackContext, bucket: Pick<BucketRow, 'file_size_limit'>): number {
  const global = ctx.config.storage.fileSizeLimit;
  const own = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  return own !== null && Number.isFinite(own) && own < global ? own : global;
}

/** storage-api's rule: `type/*` matches the type, anything else must match the full string. */
export function mimeAllowed(bucket: Pick<BucketRow, 'allowed_mime_types'>, mimetype: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  const [type] = mimetype.split('/');
  return allowed.some((a) => (a.endsWith('/*') ? a.slice(0, -2) === type : a === mimetype));
}

export function assertMimeAllowed(bucket: Pick<BucketRow, 'allowed_mime_types'>, mimetype: string) {
  if (!mimeAllowed(bucket, mimetype)) throw errors.mimeType(mimetype);
}
