import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { HttpError, headerValue } from '../http.ts';
import { errors } from './errors.ts';
import { readableObject } from './objects-read.ts';
import { parseTransform, transformationsHeader } from './render-params.ts';
import { CONTENT_TYPES, type ImageRenderer } from './render-image.ts';
import { findBucket, findObject, type ObjectRow } from './rows.ts';
import type { Call } from './route.ts';

/** storage-api's renderer answer when the object's bytes are gone (`renderer/renderer.ts`). */
function resourceNotFound() {
  const body = { error: 'Not found', message: 'The resource was not found', statusCode: '404', code: 'NoSuchKey' };
  return new HttpError(400, body.message, body, { 'cache-control': 'no-store' });
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name}`;
}

/**
 * Renders and serves one variant with the headers storage-api's renderer sends: the object's
 * ETag and Cache-Control (a variant changes only with the object's version), the variant's own
 * type and length, `X-Transformations`, `X-Robots-Tag: none`. `Vary: Accept` because the format
 * follows the Accept header.
 */
async function serveVariant(c: Call, renderer: ImageRenderer, row: ObjectRow) {
  const transform = parseTransform(c.url.searchParams);
  if (!row.version) throw resourceNotFound();
  const source = c.blobs.pathOf(row.version);
  if (!(await stat(source).catch(() => null))) throw resourceNotFound();

  const variant = await renderer.variant(source, row.version, transform, headerValue(c.req, 'accept'));
  const info = await stat(variant.file);
  const meta = row.metadata ?? {};
  const etag = meta.eTag ?? `"${row.version}"`;
  const headers: Record<string, string | number> = {
    'content-type': CONTENT_TYPES[variant.format],
    etag,
    'last-modified': (meta.lastModified ? new Date(meta.lastModified) : row.updated_at).toUTCString(),
    'cache-control': meta.cacheControl ?? 'no-cache',
    vary: 'Accept',
    'x-robots-tag': 'none',
    'x-content-type-options': 'nosniff',
  };
  const applied = transformationsHeader(transform);
  if (applied) headers['x-transformations'] = applied;
  const download = c.url.searchParams.get('download');
  if (download !== null) headers['content-disposition'] = contentDisposition(download);

  const ifNoneMatch = headerValue(c.req, 'if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    c.res.writeHead(304, headers);
    c.res.end();
    return;
  }
  headers['content-length'] = info.size;
  c.res.writeHead(200, headers);
  if (c.req.method === 'HEAD') {
    c.res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(variant.file);
    stream.on('error', () => {
      c.res.destroy();
      resolve();
    });
    c.res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(c.res);
  });
}

/** GET|HEAD /render/image/public/{bucket}/{name}: no key needed; a private bucket looks missing. */
export async function renderPublicImage(c: Call, renderer: ImageRenderer, bucketId: string, name: string) {
  parseTransform(c.url.searchParams); // refuses bad parameters before any lookup, as the schema does
  const bucket = await findBucket(c.ctx, bucketId);
  if (!bucket.public) throw errors.noSuchBucket();
  await serveVariant(c, renderer, await findObject(c.ctx.pool, bucketId, name));
}

/** GET|HEAD /render/image/authenticated/{bucket}/{name}: read as the caller, so RLS decides. */
export async function renderAuthenticatedImage(c: Call, renderer: ImageRenderer, bucketId: string, name: string) {
  parseTransform(c.url.searchParams);
  await serveVariant(c, renderer, await readableObject(c, bucketId, name, true));
}
