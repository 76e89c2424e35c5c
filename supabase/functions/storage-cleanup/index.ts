// Empties the storage folders of deleted accounts and conversations (private.storage_cleanup).
// A pg_cron job calls it through pg_net with the service-role key whenever a clean-up job is due
// (supabase/migrations/20261123150000_storage_cleanup_schedule.sql), on hosted projects and on the
// local stack alike.
import { runCleanupBatch } from '../_shared/storage-cleanup.ts';

const MAX_BATCHES = 10;

Deno.serve(async (req) => {
  const url = Deno.env.get('SUPABASE_URL');
  const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceRoleKey)
    return Response.json({ error: 'SUPABASE_URL or the service key is missing' }, { status: 500 });
  // verify_jwt lets any project token in; only the service role may start a clean-up pass.
  if (req.headers.get('authorization') !== `Bearer ${serviceRoleKey}`) {
    return Response.json({ error: 'Only the service role may run the storage clean-up' }, { status: 403 });
  }
  const total = { claimed: 0, done: 0, failed: 0, errors: [] as string[] };
  // A few batches per call keep one run well inside the wall clock; the rest waits for the next run.
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = await runCleanupBatch({ url, serviceRoleKey });
    total.claimed += batch.claimed;
    total.done += batch.done;
    total.failed += batch.failed;
    total.errors.push(...batch.errors);
    if (batch.claimed === 0) break;
  }
  return Response.json(total);
});
