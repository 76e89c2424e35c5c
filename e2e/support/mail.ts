import { expect } from '@playwright/test';
import { e2eEnv } from './env.ts';

interface MessageSummary {
  ID: string;
  To: Array<{ Address: string }>;
}

/** Waits for the newest mail to `address` in the mail catcher (Mailpit API) and returns its link to auth's /verify. */
export async function latestVerifyLink(address: string): Promise<string> {
  const base = e2eEnv('E2E_MAIL_URL');
  let id = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${base}/api/v1/messages`);
        const body = (await res.json()) as { messages: MessageSummary[] };
        id = body.messages.find((m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()))?.ID ?? '';
        return id;
      },
      { message: `a mail to ${address}`, timeout: 15_000 },
    )
    .not.toBe('');
  const message = (await (await fetch(`${base}/api/v1/message/${id}`)).json()) as { Text: string; HTML: string };
  const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/.exec(`${message.Text}\n${message.HTML}`)?.[0];
  if (!link) throw new Error(`no verify link in the mail to ${address}`);
  return link.replace(/&amp;/g, '&');
}
