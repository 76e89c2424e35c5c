// A moderator turns off two-factor authentication for an account whose owner lost every authenticator
// (issue 28, review M7), from the moderation console's Support tab: POST { ticket_id, reason } with the
// moderator's token (verify_jwt on).
//  1. begin_two_factor_reset AS THE CALLER (their Authorization forwarded): only a moderator, only for a
//     ticket with a mailbox-confirmed, open request at most 7 days old, never their own account. Writes nothing.
//  2. The auth admin API (service role) deletes the account's factors, as GoTrue's own
//     DELETE /admin/users/{id}/factors/{factor_id} does it (sessions' claims stay consistent).
//  3. finish_two_factor_reset (service role) logs reset_two_factor with the moderator and reason, closes the
//     ticket with an answer (the user is notified) and gives the address to tell.
//  4. A notice to that address: if it was not them, they know at once.
// A failure in 2 leaves everything as it was for another try; 3 and 4 are idempotent by the ticket.
import { corsHeaders } from '../_shared/cors.ts';
import { failure, json } from '../_shared/http.ts';
import { MailError, sendMail } from '../_shared/mail.ts';
import { noticeMail } from '../_shared/notice-mail.ts';
import { serviceClient, userClient } from '../_shared/supabase.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function resetMail(to: string, site: string) {
  return noticeMail({
    to,
    subject: 'Two-factor authentication is off for your Velvet account',
    heading: 'Two-factor authentication is off',
    paragraphs: [
      'As you asked, our team checked your request and turned off two-factor authentication for your Velvet account. You can now sign in with your email address and password.',
      'Set up an authenticator again in Settings › Two-Factor Authentication, and consider adding a backup authenticator on a second device.',
      'If you did not ask for this, reset your password now and contact Velvet support.',
    ],
    button: { label: 'Sign in to Velvet', href: new URL('/login', site).href },
    footer: 'You get this email because Velvet support changed the security of your account.',
  });
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST.');
  const authorization = req.headers.get('authorization');
  if (!authorization || !/^Bearer \S+$/.test(authorization))
    return failure(401, 'not_signed_in', 'Sign in as a moderator.');
  const site = Deno.env.get('SITE_URL');
  if (!site) return failure(500, 'not_configured', 'SITE_URL is not set');
  const body: unknown = await req.json().catch(() => null);
  const ticketId = body && typeof body === 'object' && 'ticket_id' in body ? body.ticket_id : null;
  const reason = body && typeof body === 'object' && 'reason' in body ? body.reason : null;
  if (typeof ticketId !== 'string' || !UUID.test(ticketId) || typeof reason !== 'string')
    return failure(400, 'invalid_request', 'Send the ticket and the reason.');

  const begun = await userClient(authorization).rpc('begin_two_factor_reset', { ticket_id: ticketId, reason });
  if (begun.error) {
    const { code, message } = begun.error;
    if (code === '42501') return failure(403, 'forbidden', message);
    if (code === 'P0002') return failure(404, 'not_found', message);
    if (code === '22023' || code === 'VR003') return failure(422, 'invalid_request', message);
    console.error(`begin_two_factor_reset ${ticketId}: ${code ?? ''} ${message}`);
    return failure(500, 'unavailable', 'Could not check the request. Try again in a moment.');
  }
  const target = (begun.data as Array<{ user_id: string; moderator_id: string }>)[0];
  if (!target) return failure(404, 'not_found', 'No open, confirmed two-factor recovery request for this ticket');

  const admin = serviceClient().auth.admin.mfa;
  const listed = await admin.listFactors({ userId: target.user_id });
  if (listed.error) {
    console.error(`listFactors ${target.user_id}: ${listed.error.message}`);
    return failure(502, 'auth_unavailable', 'Could not reach the sign-in service. Nothing was changed; try again.');
  }
  for (const factor of listed.data.factors) {
    const removed = await admin.deleteFactor({ userId: target.user_id, id: factor.id });
    if (removed.error) {
      console.error(`deleteFactor ${factor.id}: ${removed.error.message}`);
      return failure(502, 'auth_unavailable', 'Could not remove every authenticator. Try again.');
    }
  }

  const finished = await serviceClient().rpc('finish_two_factor_reset', {
    ticket_id: ticketId,
    moderator_id: target.moderator_id,
    reason,
  });
  if (finished.error || typeof finished.data !== 'string') {
    console.error(`finish_two_factor_reset ${ticketId}: ${finished.error?.message ?? 'no address'}`);
    return failure(
      500,
      'unavailable',
      'The authenticators are removed, but the ticket could not be closed. Try again.',
    );
  }
  try {
    await sendMail(resetMail(finished.data, site), `two-factor-reset/${ticketId}`);
  } catch (err) {
    console.error(`two-factor reset mail ${ticketId}: ${err instanceof MailError ? err.message : err}`);
  }
  return json({ removed: listed.data.factors.length });
});
