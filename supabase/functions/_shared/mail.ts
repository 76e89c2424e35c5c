// Mail from functions: Resend's HTTP API (`POST /emails`), since hosted Edge Functions cannot send SMTP
// on ports 25 and 587. MAIL_API_KEY and MAIL_FROM are function secrets; MAIL_API_URL is set only
// locally, where the stack's mail catcher takes the same request (stack/mail/provider-api.ts).

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export class MailError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value)
    throw new Error(`${name} is not set (supabase/functions/.env locally, \`supabase secrets set\` on hosted)`);
  return value;
}

/**
 * Sends one mail; `idempotencyKey` makes a retry of the same mail a no-op at the provider (24 hours).
 * Returns the provider's message id; throws MailError with the provider's message otherwise.
 */
export async function sendMail(mail: Mail, idempotencyKey: string): Promise<string> {
  const base = (Deno.env.get('MAIL_API_URL') ?? 'https://api.resend.com').replace(/\/$/, '');
  const res = await fetch(`${base}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env('MAIL_API_KEY')}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({ from: env('MAIL_FROM'), ...mail }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!res.ok || !body.id) throw new MailError(body.message ?? `mail provider answered ${res.status}`, res.status);
  return body.id;
}
