import { HttpError, sendJson } from '../http.ts';
import type { HttpService, StackContext } from '../types.ts';
import { BlobStore } from './blobs.ts';
import * as buckets from './buckets.ts';
import { caller } from './caller.ts';
import { errors, fromDatabaseError, routeNotFound, storageError } from './errors.ts';
import { listObjects } from './list.ts';
import { listObjectsV2 } from './list-v2.ts';
import { bucketFromSegment, keyFromSegments, rawServicePath } from './names.ts';
import { copyObject, moveObject, removeMany, removeOne } from './objects-manage.ts';
import { downloadObject, objectInfo, publicObject, signedObject } from './objects-read.ts';
import { storeUpload } from './objects-write.ts';
import { renderAuthenticatedImage, renderPublicImage } from './render.ts';
import { ImageRenderer } from './render-image.ts';
import { makeCall, type Call } from './route.ts';
import { createUploadUrl, readToken, signMany, signOne } from './sign.ts';

export { seedStorage } from './seed.ts';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Splits `[bucket, ...name]` and validates the name (see names.ts). */
function target(segments: string[]): [string, string] {
  return [bucketFromSegment(segments[0]), keyFromSegments(segments.slice(1))];
}

async function bucketRoutes(c: Call, method: string, rest: string[]): Promise<unknown> {
  const id = rest[0] === undefined ? undefined : bucketFromSegment(rest[0]);
  if (id === undefined) {
    if (method === 'GET') return buckets.listBuckets(c);
    if (method === 'POST') return buckets.createBucket(c);
  } else if (rest.length === 1) {
    if (method === 'GET') return buckets.getBucket(c, id);
    if (method === 'PUT') return buckets.updateBucket(c, id);
    if (method === 'DELETE') return buckets.deleteBucket(c, id);
  } else if (rest.length === 2 && rest[1] === 'empty' && method === 'POST') {
    return buckets.emptyBucket(c, id);
  }
  return undefined;
}

/** Routes under /object, in storage-api's precedence (fixed words before `{bucket}`). */
async function objectRoutes(c: Call, method: string, rest: string[]): Promise<unknown> {
  const [first, ...tail] = rest;
  if (first === 'list' && method === 'POST' && tail.length === 1) return listObjects(c, bucketFromSegment(tail[0]));
  if (first === 'list-v2' && method === 'POST' && tail.length === 1)
    return listObjectsV2(c, bucketFromSegment(tail[0]));
  if (first === 'move' && method === 'POST' && tail.length === 0) return moveObject(c);
  if (first === 'copy' && method === 'POST' && tail.length === 0) return copyObject(c);
  if (first === 'sign') {
    if (method === 'POST' && tail.length === 1) return signMany(c, bucketFromSegment(tail[0]));
    if (method === 'POST' && tail.length > 1) return signOne(c, ...target(tail));
    if (isRead(method) && tail.length > 1) return signedObject(c, ...target(tail));
  }
  if (first === 'upload' && tail[0] === 'sign' && tail.length > 2) {
    const [bucketId, name] = target(tail.slice(1));
    if (method === 'POST') return createUploadUrl(c, bucketId, name);
    if (method === 'PUT') {
      const claims = readToken(c.ctx, c.url.searchParams.get('token'), bucketId, name, 'upload');
      const owner = typeof claims.owner === 'string' ? claims.owner : null;
      const mode = claims.upsert === true ? 'upsert' : 'insert';
      return storeUpload(c.ctx, c.blobs, c.req, { bucketId, name, actor: { kind: 'service', owner }, mode });
    }
  }
  if (first === 'public' && isRead(method) && tail.length > 1) return publicObject(c, ...target(tail));
  if (first === 'authenticated' && isRead(method) && tail.length > 1) return downloadObject(c, ...target(tail), true);
  if (first === 'info' && method === 'GET' && tail.length > 1) {
    if (tail[0] === 'public' && tail.length > 2) return objectInfo(c, ...target(tail.slice(1)), 'public');
    if (tail[0] === 'authenticated' && tail.length > 2) return objectInfo(c, ...target(tail.slice(1)), 'authenticated');
    return objectInfo(c, ...target(tail), 'legacy');
  }
  if (first === undefined) return undefined;
  if (tail.length === 0) return method === 'DELETE' ? removeMany(c, bucketFromSegment(first)) : undefined;
  const [bucketId, name] = target(rest);
  if (isRead(method)) return downloadObject(c, bucketId, name, false);
  if (method === 'POST' || method === 'PUT') {
    const mode = method === 'PUT' ? 'update' : c.req.headers['x-upsert'] === 'true' ? 'upsert' : 'insert';
    return storeUpload(c.ctx, c.blobs, c.req, { bucketId, name, actor: caller(c.ctx, c.req), mode });
  }
  if (method === 'DELETE') return removeOne(c, bucketId, name);
  return undefined;
}

/** /render/image/{public|authenticated}/{bucket}/{name} (signed renders are not served). */
async function renderRoutes(c: Call, renderer: ImageRenderer, method: string, rest: string[]): Promise<unknown> {
  const [kind, mode, ...tail] = rest;
  if (kind !== 'image' || !isRead(method) || tail.length < 2) return undefined;
  if (mode === 'public') return renderPublicImage(c, renderer, ...target(tail));
  if (mode === 'authenticated') return renderAuthenticatedImage(c, renderer, ...target(tail));
  return undefined;
}

/** Every failure becomes storage-api's JSON shape; unexpected ones are logged and become 500s. */
function toHttpError(ctx: StackContext, err: unknown): HttpError {
  if (err instanceof HttpError) {
    const body = err.body as { statusCode?: unknown } | undefined;
    if (typeof body?.statusCode === 'string') return err;
    // readJson's own refusal of an oversized JSON body.
    if (err.status === 413) return errors.bodyTooLarge();
    return storageError(err.status, 'InvalidRequest', err.message);
  }
  const mapped = fromDatabaseError(err);
  if (mapped) return mapped;
  ctx.log('storage', `unexpected error: ${(err as Error)?.stack ?? String(err)}`);
  return errors.internal();
}

/** The storage-api-compatible service mounted at /storage/v1 (wire facts §4). */
export function createStorageService(ctx: StackContext): HttpService {
  const blobs = new BlobStore(ctx.dataDir);
  const renderer = new ImageRenderer(blobs.rendersDir);
  return {
    async handle(req, res, path, url) {
      const method = req.method ?? 'GET';
      const servicePath = rawServicePath(req, path);
      const [, head, ...rest] = servicePath.split('/');
      const c = makeCall(ctx, blobs, req, res, url);
      try {
        let result: unknown;
        if (head === 'bucket') result = await bucketRoutes(c, method, rest);
        else if (head === 'object') result = await objectRoutes(c, method, rest);
        else if (head === 'render' && ctx.config.storage.imageTransformation)
          result = await renderRoutes(c, renderer, method, rest);
        else if (head === 'status' && method === 'GET') result = { status: 'ok' };
        if (res.headersSent) return;
        if (result === undefined) throw routeNotFound(method, servicePath);
        sendJson(res, 200, result);
      } catch (err) {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        throw toHttpError(ctx, err);
      }
    },
  };
}
