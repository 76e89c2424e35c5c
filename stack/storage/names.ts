import type { IncomingMessage } from 'node:http';
import { errors } from './errors.ts';

const PREFIX = '/storage/v1';
const MAX_KEY_LENGTH = 1024;
// storage-api's bucket-name alphabet (isValidBucketName), minus anything path-like.
const BUCKET_NAME = /^[A-Za-z0-9_!\-.*'() &$@=;:+,?]{1,100}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The path after /storage/v1 as the client sent it. The gateway's URL parser already folded
 * `..` and `%2e%2e` segments away, which would silently turn a traversal attempt into a
 * different object name; reading the raw request line lets us refuse it instead.
 */
export function rawServicePath(req: IncomingMessage, fallback: string): string {
  const raw = (req.url ?? '').split('?')[0] ?? '';
  return raw.startsWith(PREFIX + '/') ? raw.slice(PREFIX.length) : fallback;
}

/** Percent-decodes one path segment; malformed escapes are a client error, not a crash. */
export function decodeSegment(segment: string, whole: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw errors.invalidKey(whole, 'malformed percent-encoding');
  }
}

/**
 * Why an object name is refused, or null when it is fine. Names never reach the file system
 * (bytes are stored by version id), but a name that looks like a path escape is almost always
 * an attack or a bug, so it is refused loudly like storage-api's InvalidKey.
 */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'the object name is empty';
  if (key.length > MAX_KEY_LENGTH) return `the object name is longer than ${MAX_KEY_LENGTH} characters`;
  if (CONTROL.test(key)) return 'control characters (such as NUL) are not allowed';
  if (key.includes('\\')) return 'backslashes are not allowed';
  if (key.startsWith('/')) return 'absolute paths are not allowed';
  for (const segment of key.split('/')) {
    if (segment === '') return 'empty path segments are not allowed';
    if (segment === '.' || segment === '..') return '"." and ".." segments are not allowed';
  }
  return null;
}

export function assertKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw errors.invalidKey(key, problem);
  return key;
}

export function assertBucketName(name: string): string {
  if (!BUCKET_NAME.test(name) || name === '.' || name === '..') throw errors.invalidBucketName();
  return name;
}

/**
 * Turns the raw segments after the bucket into an object name. Each segment is decoded on its
 * own so an encoded slash (`%2F`) cannot smuggle an extra level into a single segment.
 */
export function keyFromSegments(segments: string[]): string {
  const whole = segments.join('/');
  const decoded = segments.map((s) => {
    const d = decodeSegment(s, whole);
    if (d.includes('/')) throw errors.invalidKey(whole, 'encoded slashes (%2F) are not allowed inside a segment');
    return d;
  });
  return assertKey(decoded.join('/'));
}

export function bucketFromSegment(segment: string | undefined): string {
  if (segment === undefined || segment === '') throw errors.noSuchBucket();
  const name = decodeSegment(segment, segment);
  return name;
}
