// The email digest's unsubscribe endpoint (issue 19 §5), no session needed (verify_jwt = false):
//  - POST { token } from the app's /unsubscribe page, answered { unsubscribed: boolean };
//  - POST ?token=… with `List-Unsubscribe=One-Click` from a mail client (RFC 8058: the digest's
//    List-Unsubscribe and List-Unsubscribe-Post headers point here), answered 200;
//  - GET ?token=… (a mail client opening the header's link): 303 to the app's /unsubscribe page.
// unsubscribe_email_digest (service role only) turns the digest off when a digest carries the token;
// any other token changes nothing. Tokens are 244 random bits, so guessing one is hopeless.
import { corsHeaders } from '../_shared/cors.ts';
import { failure, json } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';

const TOKEN = /^[0-9a-f]{64}$/;

async function tokenOf(req: Request, url: URL): Promise<string | null> {
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  if (!(req.headers.get('content-type') ?? '').includes('application/json')) return null;
  const body: unknown = await req.json().catch(() => null);
  return body && typeof body === 'object' && 'token' in body && typeof body.token === 'string' ? body.token : null;
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const url = new URL(req.url);
  if (req.method === 'GET') {
    const site = Deno.env.get('SITE_URL');
    if (!site) return failure(500, 'not_configured', 'SITE_URL is not set');
    const target = new URL('/unsubscribe', new URL(site).origin);
    const token = url.searchParams.get('token');
    if (token) target.searchParams.set('token', token);
    return new Response(null, { status: 303, headers: { ...corsHeaders, Location: target.href } });
  }
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST');

  const token = await tokenOf(req, url);
  if (token === null) return failure(400, 'invalid_request', 'The unsubscribe token is missing');
  if (!TOKEN.test(token)) return json({ unsubscribed: false });
  const { data, error } = await serviceClient().rpc('unsubscribe_email_digest', { token });
  if (error) return failure(500, 'unavailable', 'Could not unsubscribe right now. Try again in a moment.');
  return json({ unsubscribed: data === true });
});
