import { getEnv } from '@/config/env';
import { toError } from '@/lib/errors';
import { UPLOAD_CACHE_SECONDS } from '@/lib/storage/files';
import { supabase } from '@/lib/supabase';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** storage-api answers an existing name (with `x-upsert: false`) with `statusCode: "409"` in an HTTP 400. */
export function isAlreadyStored(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'statusCode' in body && String(body.statusCode) === '409';
}

export interface UploadOptions {
  /**
   * The path belongs to one attempt the user may retry (issue 14): an object already stored there
   * is this attempt's own earlier upload whose answer was lost, so it counts as uploaded instead
   * of failing the retry or storing the file a second time.
   */
  retryable?: boolean;
}

/**
 * Uploads one file to `bucket/path` with the storage API's plain upload (the same request
 * storage-js sends), through XMLHttpRequest because fetch cannot report upload progress, which a
 * large video needs (issue 5). `onProgress` gets 0…1.
 */
export async function uploadWithProgress(
  bucket: string,
  path: string,
  body: Blob,
  fallbackMessage: string,
  onProgress?: (fraction: number) => void,
  { retryable = false }: UploadOptions = {},
): Promise<void> {
  const token = (await (await supabase.auth()).getSession()).data.session?.access_token;
  if (!token) throw new Error('Not authenticated');
  const { supabaseUrl, supabaseAnonKey } = getEnv();
  const objectPath = path.split('/').map(encodeURIComponent).join('/');

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${supabaseUrl}/storage/v1/object/${bucket}/${objectPath}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', supabaseAnonKey);
    xhr.setRequestHeader('content-type', body.type || 'application/octet-stream');
    xhr.setRequestHeader('cache-control', `max-age=${UPLOAD_CACHE_SECONDS}`);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      const answer = parseJson(xhr.responseText);
      if (retryable && isAlreadyStored(answer)) resolve();
      else reject(toError(answer, fallbackMessage));
    };
    xhr.onerror = () => reject(new Error(fallbackMessage));
    xhr.send(body);
  });
}
