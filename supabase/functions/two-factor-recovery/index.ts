// A way back in without the authenticator (issue 28, review M7), no session needed (verify_jwt = false):
//  - POST { email, message } from the app's /two-factor-recovery page: records the request
//    (request_two_factor_recovery, service role) and, only when a confirmed account with an authenticator
//    has that address, mails the account's own address a one-hour link to confirm it. The answer is the same
//    whether or not it did, and takes at least as long as a mail would, so it never tells whether an address
//    has an account (or two-factor). 429 when the network sent more than 10 requests in the hour.
//  - POST { token } from the link's page (/two-factor-recovery/confirm): confirm_two_factor_recovery files the
//    request as a support ticket for moderators; answers { status: confirmed | already_confirmed | invalid }.
//    Opening the link changes nothing: the page asks first, as the unsubscribe page does (link scanners).
import { corsHeaders } from '../_shared/cors.ts';
import { failure, json } from '../_shared/http.ts';
import { MailError, sendMail } from '../_shared/mail.ts';
import { noticeMail } from '../_shared/notice-mail.ts';
import { serviceClient } from '../_shared/supabase.ts';

/** The least time a request's answer takes: more than a mail to the provider usually does (see above). */
const MIN_ANSWER_MS = 1500;
const TOKEN = /^[0-9a-f]{64}$/;
const UNAVAILABLE = 'We could not take your request right now. Try again in a moment.';

interface Requested {
  request_id: string;
  token: string;
  account_email: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recoveryMail(to: string, link: string) {
  return noticeMail({
    to,
    subject: 'Confirm your request to turn off two-factor authentication',
    heading: 'Lost your authenticator?',
    paragraphs: [
      'Someone asked Velvet support to turn off two-factor authentication for the account with this email address, because the authenticator app is lost.',
      'If that was you, confirm the request below. Our team then checks that it is really you before turning it off, and writes to this address. The link works for one hour.',
      'If it was not you, ignore this email: nothing changes, and your account keeps asking for the code.',
    ],
    button: { label: 'Confirm my request', href: link },
    footer:
      'You get this email because of a request made on the two-factor sign-in page. Velvet never asks for your password or codes by email.',
  });
}

async function request(req: Request, email: unknown, message: unknown): Promise<Response> {
  if (typeof email !== 'string' || typeof message !== 'string')
    return failure(400, 'invalid_request', 'Send your email address and what happened.');
  const site = Deno.env.get('SITE_URL');
  if (!site) return failure(500, 'not_configured', 'SITE_URL is not set');
  const started = Date.now();
  // The first X-Forwarded-For value is the client as the gateway saw it (hosted's and the stack's alike).
  const clientIp = (req.headers.get('x-forwarded-for') ?? '').split(',')[0]?.trim() || null;
  const { data, error } = await serviceClient().rpc('request_two_factor_recovery', {
    email,
    message,
    client_ip: clientIp,
  });
  if (error) {
    if (error.code === '22023') return failure(422, 'invalid_request', error.message, { field: error.hint });
    if (error.code === 'VR002') return failure(429, 'too_many_requests', error.message);
    console.error(`request_two_factor_recovery: ${error.code ?? ''} ${error.message}`);
    return failure(500, 'unavailable', UNAVAILABLE);
  }
  const mailed = ((data ?? []) as Requested[])[0];
  if (mailed) {
    const link = new URL('/two-factor-recovery/confirm', new URL(site).origin);
    link.searchParams.set('token', mailed.token);
    try {
      await sendMail(recoveryMail(mailed.account_email, link.href), `two-factor-recovery/${mailed.request_id}`);
    } catch (err) {
      // Said to nobody: an error only for existing accounts would tell which addresses have one.
      console.error(`two-factor recovery mail ${mailed.request_id}: ${err instanceof MailError ? err.message : err}`);
    }
  }
  await sleep(Math.max(0, MIN_ANSWER_MS - (Date.now() - started)));
  return json({ requested: true });
}

async function confirm(token: string): Promise<Response> {
  if (!TOKEN.test(token)) return json({ status: 'invalid' });
  const { data, error } = await serviceClient().rpc('confirm_two_factor_recovery', { token });
  if (error) {
    console.error(`confirm_two_factor_recovery: ${error.code ?? ''} ${error.message}`);
    return failure(500, 'unavailable', UNAVAILABLE);
  }
  return json({ status: data });
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST');
  const body: unknown = await req.json().catch(() => null);
  if (!body || typeof body !== 'object') return failure(400, 'invalid_request', 'Send a JSON body.');
  if ('token' in body) return typeof body.token === 'string' ? confirm(body.token) : json({ status: 'invalid' });
  return request(req, 'email' in body ? body.email : undefined, 'message' in body ? body.message : undefined);
});
