import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson } from '../http.ts';
import type { StackContext } from '../types.ts';
import type { BlobStore } from './blobs.ts';
import { errors } from './errors.ts';

/** What every storage route handler receives. */
export interface Call {
  ctx: StackContext;
  blobs: BlobStore;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The JSON object body; malformed JSON is storage's 400 InvalidRequest. */
  json(): Promise<Record<string, unknown>>;
}

export function makeCall(
  ctx: StackContext,
  blobs: BlobStore,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Call {
  return {
    ctx,
    blobs,
    req,
    res,
    url,
    json: () => readJson(req, (message) => errors.invalidRequest(message)),
  };
}

/** Optional string field of a JSON body; any other type is a 400 naming the field. */
export function optString(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw errors.invalidRequest(`body/${key} must be string`);
  return v;
}

export function reqString(body: Record<string, unknown>, key: string): string {
  const v = optString(body, key);
  if (v === undefined) throw errors.invalidRequest(`body must have required property '${key}'`);
  return v;
}
