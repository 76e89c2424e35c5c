import { expect } from '@playwright/test';
import { e2eEnv } from './env.ts';

interface MessageSummary {
  ID: string;
  To: Array<{ Address: string }>;
}

interface Message {
  Subject: string;
  Text: string;
  HTML: string;
}

const sentTo = (m: MessageSummary, address: string) =>
  m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase());

/**
 * Waits until `address` has received at least `count` mails in the mail catcher (Mailpit API) and
 * returns the newest one.
 */
export async function latestMail(address: string, count = 1): Promise<Message> {
  const base = e2eEnv('E2E_MAIL_URL');
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`${base}/api/v1/messages`);
        const body = (await res.json()) as { messages: MessageSummary[] };
        ids = body.messages.filter((m) => sentTo(m, address)).map((m) => m.ID);
        return ids.length;
      },
      { message: `${count} mail(s) to ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return (await (await fetch(`${base}/api/v1/message/${ids[0]}`)).json()) as Message;
}

/** The link to auth's /verify in the newest mail to `address`. */
export async function latestVerifyLink(address: string, count = 1): Promise<string> {
  const message = await latestMail(address, count);
  const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/.exec(`${message.Text}\n${message.HTML}`)?.[0];
  if (!link) throw new Error(`no verify link in the mail to ${address}`);
  return link.replace(/&amp;/g, '&');
}

/** The one-time code in the newest mail to `address` (the reauthentication mail carries only a code). */
export async function latestCode(address: string, count = 1): Promise<string> {
  const message = await latestMail(address, count);
  // Addresses left out first: `fan-20461937@…` would otherwise read as the code.
  const code = /\b(\d{6,10})\b/.exec(message.Text.replace(/\S+@\S+/g, ' '))?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}`);
  return code;
}
