import { unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { headerValue } from '../http.ts';
import type { BlobStore, Written } from './blobs.ts';
import { writeLimited } from './blobs.ts';
import { errors } from './errors.ts';

/** What the client said about the file, known before any byte of it is read. */
export interface FileFacts {
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /** Declared body length when the client sent one (raw uploads only). */
  declaredSize: number | null;
}

export interface Received extends FileFacts, Written {
  tempPath: string;
}

export interface ReceiveOptions {
  blobs: BlobStore;
  limit: number;
  /** Runs once the facts are known and before the bytes are read: limits and the RLS probe. */
  accept: (facts: FileFacts) => Promise<void>;
}

function parseMetadata(text: string | undefined, encoding: 'base64' | 'utf8'): Record<string, unknown> | null {
  if (text === undefined || text === '') return null;
  try {
    const value: unknown = JSON.parse(encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw errors.invalidRequest(
    'Invalid metadata: expected a JSON object' + (encoding === 'base64' ? ' encoded as base64' : ''),
  );
}

const maxAge = (seconds: string | undefined) => (seconds ? `max-age=${seconds}` : 'no-cache');

/** Stops reading a request we have given up on without destroying the socket (see writeLimited). */
function discard(req: IncomingMessage) {
  req.unpipe();
  req.resume();
}

async function receiveRaw(req: IncomingMessage, opts: ReceiveOptions): Promise<Received> {
  const length = headerValue(req, 'content-length');
  const facts: FileFacts = {
    mimetype: headerValue(req, 'content-type') || 'application/octet-stream',
    cacheControl: headerValue(req, 'cache-control') || 'no-cache',
    userMetadata: parseMetadata(headerValue(req, 'x-metadata'), 'base64'),
    declaredSize: length !== undefined && /^\d+$/.test(length) ? Number(length) : null,
  };
  // Refused before reading: node discards the unread body once the answer is sent.
  if (facts.declaredSize !== null && facts.declaredSize > opts.limit) throw errors.tooLarge();
  await opts.accept(facts);
  const tempPath = opts.blobs.newTempPath();
  const written = await writeLimited(req, tempPath, opts.limit);
  return { ...facts, ...written, tempPath };
}

function receiveMultipart(req: IncomingMessage, opts: ReceiveOptions): Promise<Received> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 } });
    } catch (err) {
      reject(errors.invalidRequest(`Invalid multipart body: ${(err as Error).message}`));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Promise<Received> | null = null;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      discard(req);
      // A file already written when the form turns out broken must not linger in tmp/.
      file?.then(
        (r) => unlink(r.tempPath).catch(() => undefined),
        () => undefined,
      );
      reject(err);
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    // storage-api takes the first file part whatever its field name (storage-js uses "").
    parser.on('file', (_name, stream: Readable, info) => {
      if (file || failed) {
        stream.resume();
        return;
      }
      const take = async (): Promise<Received> => {
        const facts: FileFacts = {
          mimetype: fields.contentType || info.mimeType || 'application/octet-stream',
          cacheControl: maxAge(fields.cacheControl),
          userMetadata: parseMetadata(fields.metadata, 'utf8'),
          declaredSize: null,
        };
        await opts.accept(facts);
        const tempPath = opts.blobs.newTempPath();
        return { ...facts, ...(await writeLimited(stream, tempPath, opts.limit)), tempPath };
      };
      file = take();
      file.catch((err: unknown) => {
        stream.resume();
        fail(err);
      });
    });
    parser.on('error', (err: Error) => fail(errors.invalidRequest(`Invalid multipart body: ${err.message}`)));
    parser.on('close', () => {
      if (failed) return;
      if (!file) return fail(errors.noContent());
      file.then(resolve, () => undefined);
    });
    req.on('close', () => {
      if (!req.complete) fail(errors.invalidRequest('The upload was interrupted before it completed'));
    });
    req.pipe(parser);
  });
}

/** Streams the upload (multipart or raw body, as storage-js sends either) to a temp file. */
export function receiveUpload(req: IncomingMessage, opts: ReceiveOptions): Promise<Received> {
  const type = headerValue(req, 'content-type') ?? '';
  return /^multipart\/form-data/i.test(type) ? receiveMultipart(req, opts) : receiveRaw(req, opts);
}
