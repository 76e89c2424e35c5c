import { HttpError } from '../http.ts';

/**
 * storage-api's error shape (wire facts §4): every non-500 error is sent as HTTP 400 and the
 * real status travels as a string in `statusCode`; storage-js exposes it as `error.statusCode`.
 */
export function storageError(
  status: number,
  code: string,
  message: string,
  error = code,
  headers: Record<string, string> = {},
) {
  const body = { statusCode: String(status), code, error, message };
  return new HttpError(status >= 500 ? status : 400, message, body, headers);
}

export const errors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message: string) => storageError(403, 'AccessDenied', message, 'Unauthorized'),
  rlsDenied: () => storageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  alreadyExists: () => storageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketExists: () => storageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  tooLarge: () =>
    storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  bodyTooLarge: () =>
    storageError(413, 'EntityTooLarge', 'The request body exceeded the maximum allowed size', 'Payload too large'),
  mimeType: (mime: string) =>
    storageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string, why: string) => storageError(400, 'InvalidKey', `Invalid key: ${key} (${why})`),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'The url do not match the signature'),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message, 'Bad Request'),
  noContent: () => storageError(400, 'InvalidRequest', 'No content provided'),
  internal: () => storageError(500, 'InternalError', 'Internal server error', 'internal'),
};

/**
 * A Range past the end. Sent with a real 416 (not storage's 400 envelope) because browsers'
 * media elements act on the status and on the Content-Range header carrying the real size.
 */
export function rangeNotSatisfiable(size: number) {
  const body = { statusCode: '416', code: 'InvalidRange', error: 'invalid_range', message: 'invalid range provided' };
  return new HttpError(416, body.message, body, { 'content-range': `bytes */${size}` });
}

/** fastify's answer for an unknown route, which storage-api sends with a real 404. */
export function routeNotFound(method: string, path: string) {
  const message = `Route ${method}:${path} not found`;
  return new HttpError(404, message, { statusCode: '404', error: 'Not Found', message });
}

interface PgError {
  code?: string;
  message?: string;
  constraint?: string;
}

/** Maps the database errors a caller can cause to storage-api's answers; others stay 500s. */
export function fromDatabaseError(err: unknown): HttpError | null {
  const e = err as PgError;
  if (typeof e?.code !== 'string') {
    // roleOf() refuses JWT roles that are not API roles, as PostgREST would.
    return /^role ".*" does not exist$/.test(e?.message ?? '') ? errors.accessDenied(e.message!) : null;
  }
  switch (e.code) {
    case '42501':
      return errors.rlsDenied();
    case '23505':
      return e.constraint === 'buckets_pkey' || e.constraint === 'bname'
        ? errors.bucketExists()
        : errors.alreadyExists();
    case '23503':
      return errors.noSuchBucket();
    case '22P02':
    case '22023':
    case '23514':
      return errors.invalidRequest(e.message ?? 'Invalid input');
    case '57014':
      return storageError(544, 'DatabaseTimeout', 'The connection to the database timed out');
    default:
      return null;
  }
}
