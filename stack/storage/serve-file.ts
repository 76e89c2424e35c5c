import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerValue } from '../http.ts';
import type { BlobStore } from './blobs.ts';
import { errors, rangeNotSatisfiable } from './errors.ts';
import type { ObjectRow } from './rows.ts';

export interface ServeOptions {
  /** `?download=` → Content-Disposition: attachment (empty value: no file name). */
  download?: string | null;
  /** Signed URLs answer with `Expires` (the token's expiry) instead of Cache-Control. */
  expires?: Date;
}

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** A single `bytes=` range (what video players send); anything else is served whole (RFC 9110). */
export function parseRange(header: string | undefined, size: number): Range {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name};`;
}

/** HTML is served as text/plain (as storage-api does) so uploads can't run script on our origin. */
function safeType(mimetype: string | undefined): string {
  if (!mimetype) return 'application/octet-stream';
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

/**
 * A conditional GET the stored copy satisfies, as S3 (hosted storage's backend) answers it:
 * If-None-Match decides when sent (an ETag or `*`), else If-Modified-Since against Last-Modified.
 */
function notModified(req: IncomingMessage, etag: string, lastModified: string): boolean {
  const ifNoneMatch = headerValue(req, 'if-none-match');
  if (ifNoneMatch) return ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*');
  const since = Date.parse(headerValue(req, 'if-modified-since') ?? '');
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}

/** Streams an object's bytes from disk with the headers storage-api sends; never buffers it. */
export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  blobs: BlobStore,
  row: ObjectRow,
  opts: ServeOptions = {},
) {
  if (!row.version) throw errors.noSuchKey();
  const file = blobs.pathOf(row.version);
  const info = await stat(file).catch(() => null);
  if (!info) throw errors.noSuchKey();

  const meta = row.metadata ?? {};
  const size = info.size;
  const etag = meta.eTag ?? `"${row.version}"`;
  const headers: Record<string, string | number> = {
    'accept-ranges': 'bytes',
    'content-type': safeType(meta.mimetype),
    etag,
    'last-modified': (meta.lastModified ? new Date(meta.lastModified) : row.updated_at).toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  if (opts.expires) headers.expires = opts.expires.toUTCString();
  else headers['cache-control'] = meta.cacheControl ?? 'no-cache';
  if (opts.download !== undefined && opts.download !== null)
    headers['content-disposition'] = contentDisposition(opts.download);

  if (notModified(req, etag, headers['last-modified'] as string)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }

  const range = parseRange(headerValue(req, 'range'), size);
  if (range === 'unsatisfiable') {
    throw rangeNotSatisfiable(size);
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  headers['content-length'] = size === 0 ? 0 : end - start + 1;
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file, { start, end });
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
