// One pass of the storage clean-up worker (issue 16, finding 4): claim due jobs, empty each
// `{bucket, prefix}` through the Storage API, report each job done or failed. Written against the
// public HTTP API only (PostgREST RPCs and the Storage API with the service-role key, plain
// `fetch`, no Node or Deno APIs), so the `storage-cleanup` Edge Function runs it and the contract
// tests drive it directly from Node. The contract is in docs/decisions.md.

export interface CleanupApi {
  /** The project URL (the gateway), e.g. http://127.0.0.1:54321. */
  url: string;
  /** The service-role key: only it may call the clean-up RPCs, and it sees every object. */
  serviceRoleKey: string;
  fetch?: typeof fetch;
}

export interface CleanupJob {
  id: number;
  bucket: string;
  prefix: string;
  attempts: number;
}

export interface BatchResult {
  claimed: number;
  done: number;
  failed: number;
  /** One line per failed job: `bucket/prefix: reason`. */
  errors: string[];
}

/** Storage's list and remove pages; storage-api caps list at 1000 and remove at 1000 names. */
const PAGE = 100;
/** Deeper than any folder layout we write ({conversation}/{kind}/{file} is the deepest). */
const MAX_DEPTH = 8;
/** Full passes over a prefix before giving up for now (files may keep arriving while we work). */
const MAX_ROUNDS = 3;

async function request(api: CleanupApi, method: string, path: string, body: unknown): Promise<unknown> {
  const res = await (api.fetch ?? fetch)(`${api.url}${path}`, {
    method,
    headers: {
      apikey: api.serviceRoleKey,
      authorization: `Bearer ${api.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function parseJobs(value: unknown): CleanupJob[] {
  if (!Array.isArray(value)) throw new Error('claim_storage_cleanup did not return a list');
  return value.map((row: unknown) => {
    if (
      !isRecord(row) ||
      typeof row.id !== 'number' ||
      typeof row.bucket !== 'string' ||
      typeof row.prefix !== 'string' ||
      typeof row.attempts !== 'number'
    )
      throw new Error(`claim_storage_cleanup returned a malformed job: ${JSON.stringify(row)}`);
    return { id: row.id, bucket: row.bucket, prefix: row.prefix, attempts: row.attempts };
  });
}

interface Entry {
  name: string;
  isFolder: boolean;
}

/** One page of a folder's entries; sub-folders come back with a null id (storage.search). */
async function listPage(api: CleanupApi, bucket: string, folder: string, offset: number): Promise<Entry[]> {
  const body = { prefix: folder, limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } };
  const rows = await request(api, 'POST', `/storage/v1/object/list/${encodeURIComponent(bucket)}`, body);
  if (!Array.isArray(rows)) throw new Error(`listing ${bucket}/${folder} did not return a list`);
  return rows.map((row: unknown) => {
    if (!isRecord(row) || typeof row.name !== 'string') throw new Error(`listing ${bucket}/${folder}: bad entry`);
    return { name: row.name, isFolder: row.id === null || row.id === undefined };
  });
}

/** Every object name under `folder` (ending in `/`), paging through each level. */
async function collect(api: CleanupApi, bucket: string, folder: string, depth = 0): Promise<string[]> {
  if (depth > MAX_DEPTH) throw new Error(`${bucket}/${folder} is nested deeper than ${MAX_DEPTH} folders`);
  const names: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await listPage(api, bucket, folder, offset);
    for (const entry of page) {
      if (entry.isFolder) names.push(...(await collect(api, bucket, `${folder}${entry.name}/`, depth + 1)));
      else names.push(`${folder}${entry.name}`);
    }
    if (page.length < PAGE) return names;
  }
}

/**
 * Removes every object under `bucket/prefix` and checks that nothing is left; a file uploaded
 * meanwhile is caught by the next round. Resolves with how many objects were removed.
 */
export async function emptyPrefix(api: CleanupApi, bucket: string, prefix: string): Promise<number> {
  // Never a whole bucket, never a path that climbs: the queue's CHECK says the same.
  if (!/^[^/]+\/$/.test(prefix) || /^\.{1,2}\/$/.test(prefix))
    throw new Error(`refusing to empty "${prefix}": not one top-level folder`);
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const names = await collect(api, bucket, prefix);
    if (names.length === 0) return removed;
    for (let i = 0; i < names.length; i += PAGE) {
      const deleted = await request(api, 'DELETE', `/storage/v1/object/${encodeURIComponent(bucket)}`, {
        prefixes: names.slice(i, i + PAGE),
      });
      removed += Array.isArray(deleted) ? deleted.length : 0;
    }
  }
  const left = await collect(api, bucket, prefix);
  if (left.length > 0) throw new Error(`${left.length} object(s) still under ${bucket}/${prefix}`);
  return removed;
}

/** Claims up to `batchSize` due jobs, empties each prefix, and reports each job done or failed. */
export async function runCleanupBatch(
  api: CleanupApi,
  { batchSize = 10, leaseSeconds = 300 }: { batchSize?: number; leaseSeconds?: number } = {},
): Promise<BatchResult> {
  const jobs = parseJobs(
    await request(api, 'POST', '/rest/v1/rpc/claim_storage_cleanup', {
      batch_size: batchSize,
      lease_seconds: leaseSeconds,
    }),
  );
  const result: BatchResult = { claimed: jobs.length, done: 0, failed: 0, errors: [] };
  for (const job of jobs) {
    let error: string | null = null;
    try {
      await emptyPrefix(api, job.bucket, job.prefix);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    await request(api, 'POST', '/rest/v1/rpc/finish_storage_cleanup', { job_id: job.id, error });
    if (error === null) result.done++;
    else {
      result.failed++;
      result.errors.push(`${job.bucket}/${job.prefix}: ${error}`);
    }
  }
  return result;
}
