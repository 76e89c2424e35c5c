// Reading auth mail through the mail catcher's Mailpit API, as a test against `supabase start` would.
import { stackEnv } from './stack-env.ts';

export interface Mail {
  ID: string;
  From: { Name: string; Address: string };
  Subject: string;
  HTML: string;
  Text: string;
}

/** Every mail to `email`, newest first (`mailUrl` defaults to the shared test stack's catcher). */
export async function mailsTo(email: string, mailUrl = stackEnv().mailUrl): Promise<Mail[]> {
  const res = await fetch(`${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`);
  const list = (await res.json()) as { messages: Array<{ ID: string }> };
  const out: Mail[] = [];
  for (const m of list.messages) out.push((await (await fetch(`${mailUrl}/api/v1/message/${m.ID}`)).json()) as Mail);
  return out;
}

/** Waits until `email` has received `count` mails (mail goes out after the commit), newest first. */
export async function waitForMails(email: string, count = 1, mailUrl = stackEnv().mailUrl): Promise<Mail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = await mailsTo(email, mailUrl);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${email}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The /auth/v1/verify link in a mail, unescaped. */
export function linkIn(mail: Pick<Mail, 'HTML'> | undefined): string {
  const m = /href="([^"]+\/auth\/v1\/verify\?[^"]+)"/.exec(mail?.HTML ?? '');
  if (!m?.[1]) throw new Error('no verify link in mail');
  return m[1].replace(/&amp;/g, '&');
}

/**
 * The one-time code in a mail (6 digits by default; longer when `otp_length` says so). Addresses are
 * left out first: a test address like `user-20461937@example.test` would otherwise read as the code.
 */
export const codeIn = (mail: Pick<Mail, 'Text'> | undefined) =>
  /\b(\d{6,10})\b/.exec((mail?.Text ?? '').replace(/\S+@\S+/g, ' '))?.[1] ?? '';

/** Follows a mail's link the way a browser's first hop does, and returns where it redirects. */
export async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status !== 303) throw new Error(`expected a 303 from ${link}, got ${res.status}`);
  return new URL(res.headers.get('location') ?? '');
}

/** The fragment of a redirect as parameters (tokens, or GoTrue's error/message). */
export const fragment = (location: URL) => new URLSearchParams(location.hash.slice(1));

/** A wrong code of the same length as `code` (its first digit changed). */
export const otherCode = (code: string) => code.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
