import { getEnv } from '@/config/env';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
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
): Promise<void> {
  const token = (await supabase.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error('Not authenticated');
  const { supabaseUrl, supabaseAnonKey } = getEnv();
  const objectPath = path.split('/').map(encodeURIComponent).join('/');

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${supabaseUrl}/storage/v1/object/${bucket}/${objectPath}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', supabaseAnonKey);
    xhr.setRequestHeader('content-type', body.type || 'application/octet-stream');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(toError(parseJson(xhr.responseText), fallbackMessage));
    };
    xhr.onerror = () => reject(new Error(fallbackMessage));
    xhr.send(body);
  });
}
