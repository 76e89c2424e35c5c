import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../errors';
import { supabase } from '../supabase';

/** The private buckets: every read goes through a short-lived signed URL (docs/database.md). */
export type PrivateBucket = 'chat-media' | 'locked-media' | 'support-screenshots';

/** How long a signed URL works: chat media an hour, locked media 300 s (docs/database.md). */
export const SIGNED_URL_SECONDS: Record<PrivateBucket, number> = {
  'chat-media': 3600,
  'locked-media': 300,
  'support-screenshots': 300,
};

/**
 * A cached URL is renewed, and dropped when unused, this long before it stops working (a fifth of
 * its life, at most 10 minutes), so the cache never hands out a URL past its expiry. The age is
 * read from the page's clock, so a test can move past the lifetime without waiting.
 */
export const cacheLifeMs = (bucket: PrivateBucket): number => {
  const seconds = SIGNED_URL_SECONDS[bucket];
  return (seconds - Math.min(600, seconds / 5)) * 1000;
};

type Waiter = { resolve: (url: string) => void; reject: (error: Error) => void };
const pending = new Map<PrivateBucket, Map<string, Waiter[]>>();

async function flush(bucket: PrivateBucket, batch: Map<string, Waiter[]>) {
  try {
    const rows = unwrap(
      await (await supabase.storage()).from(bucket).createSignedUrls([...batch.keys()], SIGNED_URL_SECONDS[bucket]),
    );
    for (const [path, waiters] of batch) {
      const url = rows.find((row) => row.path === path)?.signedUrl;
      for (const waiter of waiters) {
        if (url) waiter.resolve(url);
        else waiter.reject(new Error(`No access to ${path}`));
      }
    }
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(failure);
  }
}

/**
 * The one signer: paths of a bucket asked for in the same tick go out as one `createSignedUrls`
 * request, so a chat with 20 photos or a profile with 10 locked posts costs one call. Storage signs
 * only what the caller may read (entitlement lives in the database), so a refused path rejects.
 */
export function signStorageUrl(bucket: PrivateBucket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let batch = pending.get(bucket);
    if (!batch) {
      const opened = new Map<string, Waiter[]>();
      batch = opened;
      pending.set(bucket, opened);
      setTimeout(() => {
        pending.delete(bucket);
        void flush(bucket, opened);
      }, 0);
    }
    batch.set(path, [...(batch.get(path) ?? []), { resolve, reject }]);
  });
}

export const signedUrlKeys = {
  all: ['signed-url'] as const,
  url: (bucket: PrivateBucket, path: string) => [...signedUrlKeys.all, bucket, path] as const,
};

export const signedUrlQueryOptions = (bucket: PrivateBucket, path: string) =>
  queryOptions({
    queryKey: signedUrlKeys.url(bucket, path),
    queryFn: () => signStorageUrl(bucket, path),
    staleTime: cacheLifeMs(bucket),
    gcTime: cacheLifeMs(bucket),
  });

export interface SignedUrl {
  /** The URL, or undefined while it is being signed (or renewed). */
  data: string | undefined;
  isError: boolean;
}

/**
 * A signed URL for `path` (null: nothing to sign). An element that mounts never gets a URL signed
 * longer ago than its cache life, even while another screen keeps that query in use (TanStack Query
 * would hand out stale data while it refetches): it waits for the renewed one instead. An element
 * already showing a URL keeps it, as its file has loaded.
 */
export function useSignedUrl(bucket: PrivateBucket, path: string | null): SignedUrl {
  const [mountedAt] = useState(Date.now);
  const query = useQuery({ ...signedUrlQueryOptions(bucket, path ?? ''), enabled: path !== null && path !== '' });
  const isTooOld = query.dataUpdatedAt < mountedAt - cacheLifeMs(bucket);
  return { data: isTooOld ? undefined : query.data, isError: query.isError };
}
