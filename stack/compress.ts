import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/*
 * Response compression as a hosted project's gateway does it: Envoy's brotli and gzip compressor
 * filters (supabase/postgres, ansible/files/envoy_config/lds.yaml) with `min_content_length: 100`,
 * `disable_on_etag_header: true` and this list of content types. Everything else (images, video,
 * audio, event streams, octet streams) passes untouched.
 */
const COMPRESSIBLE_TYPES = new Set([
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.array+json',
  'application/openapi+json',
  'application/geo+json',
  'text/csv',
  'application/vnd.pgrst.plan',
  'application/vnd.pgrst.object',
  'application/vnd.pgrst.array',
  'application/javascript',
  'application/json',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/css',
  'text/html',
  'text/plain',
  'text/xml',
]);
export const MIN_COMPRESSED_LENGTH = 100;

export type Coding = 'br' | 'gzip';

/**
 * The coding Accept-Encoding prefers by q-value (`*` stands for any coding not named); on a tie
 * brotli, the first compressor in Envoy's filter chain. Null when neither is acceptable.
 */
export function chooseCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [token = '', ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    if (!token) continue;
    const q = params.map((p) => /^q=([0-9.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

const text = (v: OutgoingHttpHeaders[string]) => (Array.isArray(v) ? v.join(', ') : v === undefined ? '' : String(v));

/**
 * Whether a response may be compressed at all (then it also varies by Accept-Encoding). Partial
 * content (206, a `bytes` Content-Range) is never compressed: its bytes are a slice of an entity a player
 * reassembles. An ETag turns it off as on hosted, which also keeps every storage object as stored.
 */
export function isCompressible(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  // PostgREST's own `Content-Range: 0-49/*` on a 200 is a row count, not a byte slice.
  if (/^\s*bytes\b/i.test(text(headers['content-range'])) || headers['content-encoding'] !== undefined) return false;
  if (headers.etag !== undefined) return false;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(text(headers['cache-control']))) return false;
  const type = text(headers['content-type']).split(';')[0]!.trim().toLowerCase();
  if (!COMPRESSIBLE_TYPES.has(type)) return false;
  const length = headers['content-length'];
  return length === undefined || Number(length) >= MIN_COMPRESSED_LENGTH;
}

function addVary(res: ServerResponse) {
  const vary = text(res.getHeader('vary'));
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(vary)) return;
  res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/*
 * Quality and window as Envoy's defaults (brotli quality 3; gzip level 6, window 12, memory 5):
 * cheap enough to run on every response. Every write is flushed, so a body that streams (a
 * function writing as it goes) still reaches the client chunk by chunk.
 */
function compressor(coding: Coding): BrotliCompress | Gzip {
  if (coding === 'br') {
    return createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_LGWIN]: 18 },
    });
  }
  return createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6, windowBits: 12, memLevel: 5 });
}

type Callback = (error?: Error | null) => void;
type Body = { write: (...args: unknown[]) => boolean; end: (...args: unknown[]) => void };

/** A body written through `stream`, whose output goes to the response with Node's own write/end. */
function compressedBody(res: ServerResponse, raw: Body, stream: BrotliCompress | Gzip): Body {
  stream.on('data', (chunk: Buffer) => {
    if (!raw.write(chunk)) stream.pause();
  });
  res.on('drain', () => stream.resume());
  // A writer that waits for 'drain' after a full compressor must hear about it from `res`.
  stream.on('drain', () => res.emit('drain'));
  stream.on('end', () => raw.end());
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  let ended = false;
  return {
    write: (...args) => stream.write(...(args as [string | Uint8Array, BufferEncoding, Callback])),
    end: (...args) => {
      const done = args.find((a): a is Callback => typeof a === 'function');
      if (done) res.once('finish', () => done());
      // A second end (an error path after a body was sent) must not write after the compressor's end.
      if (ended) return;
      ended = true;
      const [chunk, encoding] = args.filter((a) => typeof a !== 'function') as [
        (string | Uint8Array)?,
        BufferEncoding?,
      ];
      if (chunk === undefined || chunk === null) stream.end();
      else stream.end(chunk, encoding ?? 'utf8');
    },
  };
}

const asBuffer = (chunk: unknown, encoding: unknown): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk as Uint8Array);

/**
 * Makes `res` compress its body when the request accepts br or gzip and the response qualifies
 * (see isCompressible), deciding when the status and headers are written, whoever writes them
 * (writeHead, or the first write/end). A compressed body loses Content-Length and goes chunked,
 * as Envoy does, so no stale length is ever sent. A body of unknown length (PostgREST streams
 * every answer) is looked at first (see lookahead): a short one goes out as it is, with its exact
 * Content-Length. HEAD answers only get the Vary header: they carry no body and keep the
 * uncompressed length.
 */
export function compressResponses(req: IncomingMessage, res: ServerResponse): void {
  const coding = req.method === 'HEAD' ? null : chooseCoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead;
  const raw: Body = {
    write: (...args) => (ServerResponse.prototype.write as Body['write']).apply(res, args),
    end: (...args) => (ServerResponse.prototype.end as Body['end']).apply(res, args),
  };
  let body = raw;
  let started = false;

  const startCompressing = (c: Coding) => {
    res.removeHeader('content-length');
    res.setHeader('content-encoding', c);
    body = compressedBody(res, raw, compressor(c));
  };

  /**
   * Holds the first bytes of a body of unknown length until it is known to be worth compressing:
   * 100 bytes, or the end (a short body then goes plain with its length). A stream that pauses
   * first is compressed from the next turn of the event loop on, so nothing written is held back.
   */
  const lookahead = (c: Coding, sendHead: () => void): Body => {
    const held: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Immediate | undefined;
    const release = (compress: boolean, complete: boolean) => {
      clearImmediate(timer);
      if (compress) startCompressing(c);
      else if (complete) {
        res.removeHeader('transfer-encoding');
        res.setHeader('content-length', size);
        body = raw;
      }
      sendHead();
      for (const chunk of held) body.write(chunk);
    };
    res.on('close', () => clearImmediate(timer));
    return {
      write: (chunk, encoding, cb) => {
        const buf = asBuffer(chunk, encoding);
        held.push(buf);
        size += buf.length;
        if (size >= MIN_COMPRESSED_LENGTH) release(true, false);
        else timer ??= setImmediate(() => release(true, false));
        const done = [encoding, cb].find((a): a is Callback => typeof a === 'function');
        if (done) process.nextTick(done);
        return true;
      },
      end: (...args) => {
        const [chunk, encoding] = args.filter((a) => typeof a !== 'function');
        const done = args.find((a): a is Callback => typeof a === 'function');
        if (chunk !== undefined && chunk !== null) {
          const buf = asBuffer(chunk, encoding);
          held.push(buf);
          size += buf.length;
        }
        release(size >= MIN_COMPRESSED_LENGTH, true);
        if (done) body.end(done);
        else body.end();
      },
    };
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    res.writeHead = writeHead;
    started = true;
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = reason === undefined ? rest[0] : rest[1];
    // Raw header arrays are left alone (no service of ours writes them).
    if (Array.isArray(headers)) return writeHead.apply(res, [status, ...rest] as Parameters<typeof writeHead>);
    if (headers && typeof headers === 'object') {
      for (const [k, v] of Object.entries(headers as OutgoingHttpHeaders)) if (v !== undefined) res.setHeader(k, v);
    }
    // Guarded: an error path may have written its own head while a short body was held.
    const sendHead = () =>
      res.headersSent ? res : (writeHead as (s: number, r?: string) => ServerResponse).call(res, status, reason);
    if (!isCompressible(status, res.getHeaders())) return sendHead();
    addVary(res);
    if (!coding) return sendHead();
    if (res.hasHeader('content-length')) {
      startCompressing(coding);
      return sendHead();
    }
    body = lookahead(coding, sendHead);
    return res;
  } as ServerResponse['writeHead'];

  // Headers written implicitly by the first write or end are decided here first, like writeHead.
  res.write = ((...args: unknown[]) => {
    if (!started) res.writeHead(res.statusCode);
    return body.write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    if (!started) {
      // What Node itself would do for end(chunk): state the length (also read by the minimum-size rule).
      if (!res.hasHeader('content-length') && !res.hasHeader('transfer-encoding') && req.method !== 'HEAD') {
        const length = typeof chunk === 'function' || chunk == null ? 0 : asBuffer(chunk, encoding).length;
        res.setHeader('content-length', length);
      }
      res.writeHead(res.statusCode);
    }
    body.end(...args);
    return res;
  }) as ServerResponse['end'];
}
