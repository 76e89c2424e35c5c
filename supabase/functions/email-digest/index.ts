// Sends the email digests that are due (issue 19 §5). The `email-digest` pg_cron job calls it hourly
// through pg_net with the service-role key (supabase/migrations/20261202010000_email_digest.sql), on
// hosted projects and the local stack alike. It leases due digests (claim_email_digests), mails each
// through the provider with the digest's id as idempotency key, and reports back (finish_email_digest):
// a run that dies mid-way leaves leases that the next run takes up, and the provider does not send
// the same digest twice.
import { MailError, sendMail } from '../_shared/mail.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { type Digest, renderHtml, renderText, subject } from './render.ts';

const BATCH = 50;
const MAX_BATCHES = 10;

interface Claimed extends Digest {
  id: string;
  email: string;
  token: string;
}

Deno.serve(async (req) => {
  const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const projectUrl = Deno.env.get('SUPABASE_URL');
  const site = Deno.env.get('SITE_URL');
  if (!serviceRoleKey || !site || !projectUrl)
    return Response.json({ error: 'SITE_URL, SUPABASE_URL or the service key is missing' }, { status: 500 });
  // verify_jwt lets any project token in; only the service role may send digests.
  if (req.headers.get('authorization') !== `Bearer ${serviceRoleKey}`)
    return Response.json({ error: 'Only the service role may send the email digest' }, { status: 403 });

  const db = serviceClient();
  const origin = new URL(site).origin;
  const total = { claimed: 0, sent: 0, failed: 0, errors: [] as string[] };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { data, error } = await db.rpc('claim_email_digests', { batch_size: BATCH, lease_seconds: 300 });
    if (error) return Response.json({ ...total, error: error.message }, { status: 500 });
    const batch = (data ?? []) as Claimed[];
    total.claimed += batch.length;
    for (const d of batch) {
      const token = encodeURIComponent(d.token);
      const unsubscribe = `${origin}/unsubscribe?token=${token}`;
      // RFC 8058 one-click: mail clients POST to the function (a GET there leads to the app's page).
      const oneClick = `${projectUrl.replace(/\/$/, '')}/functions/v1/email-unsubscribe?token=${token}`;
      const links = { app: `${origin}/`, unsubscribe, settings: `${origin}/settings/email-notifications` };
      let failure: string | null = null;
      try {
        await sendMail(
          {
            to: d.email,
            subject: subject(d),
            html: renderHtml(d, links),
            text: renderText(d, links),
            headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          },
          `email-digest/${d.id}`,
        );
      } catch (err) {
        failure = err instanceof MailError ? `${err.status}: ${err.message}` : String(err);
      }
      const finished = await db.rpc('finish_email_digest', { digest_id: d.id, error: failure });
      if (finished.error) total.errors.push(finished.error.message);
      if (failure) {
        total.failed++;
        total.errors.push(failure);
      } else total.sent++;
    }
    if (batch.length < BATCH) break;
  }
  return Response.json(total);
});
