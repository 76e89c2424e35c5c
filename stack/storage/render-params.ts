import { errors } from './errors.ts';

/**
 * storage-api's image transformation options (`src/http/schemas/transformations.ts`), checked as
 * its fastify/ajv schema checks the query string: the first failing property, in schema order,
 * refuses the request with `querystring/<name> …`; unknown parameters are ignored.
 */
export interface Transform {
  /** 0 or absent: not constrained. Clamped to 1…MAX_SIDE like storage-api's `imgLimits`. */
  width: number;
  height: number;
  resize: 'cover' | 'contain' | 'fill';
  /** Absent: negotiated from the Accept header (webp when allowed), as imgproxy's webp detection. */
  format: 'origin' | 'webp' | 'avif' | null;
  quality: number;
}

/** Hosted Supabase's documented limit (storage-api clamps, it does not refuse). */
export const MAX_SIDE = 2500;
/** imgproxy's default quality, which Supabase documents as the transformation default. */
export const DEFAULT_QUALITY = 80;

const RESIZE = ['cover', 'contain', 'fill'] as const;
const FORMAT = ['origin', 'avif', 'webp'] as const;

function integer(query: URLSearchParams, name: string, min: number, max?: number): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  // ajv's coercion: a numeric string becomes a number; anything else fails the type.
  const value = raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isInteger(value)) throw errors.invalidRequest(`querystring/${name} must be integer`);
  if (value < min) throw errors.invalidRequest(`querystring/${name} must be >= ${min}`);
  if (max !== undefined && value > max) throw errors.invalidRequest(`querystring/${name} must be <= ${max}`);
  return value;
}

function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(allowed as readonly string[]).includes(raw))
    throw errors.invalidRequest(`querystring/${name} must be equal to one of the allowed values`);
  return raw as T;
}

const clamp = (n: number) => (n > 0 ? Math.min(Math.max(n, 1), MAX_SIDE) : 0);

export function parseTransform(query: URLSearchParams): Transform {
  const height = integer(query, 'height', 0) ?? 0;
  const width = integer(query, 'width', 0) ?? 0;
  const resize = oneOf(query, 'resize', RESIZE) ?? 'cover';
  const format = oneOf(query, 'format', FORMAT) ?? null;
  const quality = integer(query, 'quality', 20, 100) ?? DEFAULT_QUALITY;
  // Gravity and its offsets crop differently upstream; refusing them keeps a URL from looking
  // right here and wrong on a hosted project.
  if (query.has('gravity') || query.has('x_offset') || query.has('y_offset'))
    throw errors.invalidRequest('querystring/gravity is not supported by the local stack');
  return { width: clamp(width), height: clamp(height), resize, format, quality };
}

/** storage-api's `X-Transformations` value (its imgproxy segments), e.g. `width:400,resizing_type:fill`. */
export function transformationsHeader(t: Transform): string {
  const parts: string[] = [];
  if (t.height) parts.push(`height:${t.height}`);
  if (t.width) parts.push(`width:${t.width}`);
  if (t.width || t.height) parts.push(`resizing_type:${{ cover: 'fill', contain: 'fit', fill: 'force' }[t.resize]}`);
  if (t.quality !== DEFAULT_QUALITY) parts.push(`quality:${t.quality}`);
  if (t.format && t.format !== 'origin') parts.push(`format:${t.format}`);
  return parts.join(',');
}
