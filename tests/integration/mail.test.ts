import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailServer } from '../../stack/mail/server.ts';
import { MailStore } from '../../stack/mail/store.ts';
import { freePort } from '../../stack/ports.ts';

// A mail catcher of its own, so clearing the mailbox cannot disturb suites reading the shared stack's mail.
const store = new MailStore();
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const port = await freePort();
  close = (await startMailServer(store, port)).close;
  url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await close();
});
beforeEach(() => store.clear());

const send = (to: string, subject = 'Reset your password') =>
  store.send({
    to,
    subject,
    html: `<p><a href="http://x/verify?token=abc&amp;type=recovery">Reset</a></p><p>Code: 123456</p>`,
    text: 'Reset: http://x/verify?token=abc&type=recovery Code: 123456',
  });

describe('mail catcher: Mailpit API', () => {
  it("lists messages newest first in Mailpit's shape", async () => {
    send('a@example.test', 'First');
    send('b@example.test', 'Second');
    const res = await fetch(`${url}/api/v1/messages`);
    const body = await res.json();
    expect(body).toMatchObject({ total: 2, unread: 2, count: 2, start: 0 });
    expect(body.messages.map((m: { Subject: string }) => m.Subject)).toEqual(['Second', 'First']);
    expect(body.messages[0]).toMatchObject({
      From: { Name: 'Admin', Address: 'admin@email.com' },
      To: [{ Address: 'b@example.test' }],
      Read: false,
    });
    expect(body.messages[0].Snippet).toContain('Code: 123456');
    const paged = await (await fetch(`${url}/api/v1/messages?start=1&limit=1`)).json();
    expect(paged.messages.map((m: { Subject: string }) => m.Subject)).toEqual(['First']);
  });

  it('returns one message with Text and HTML and marks it read; unknown ids are 404', async () => {
    const m = send('c@example.test');
    const detail = await (await fetch(`${url}/api/v1/message/${m.id}`)).json();
    expect(detail).toMatchObject({ ID: m.id, Subject: 'Reset your password', Text: m.text, HTML: m.html });
    expect((await (await fetch(`${url}/api/v1/messages`)).json()).unread).toBe(0);
    expect((await (await fetch(`${url}/api/v1/message/latest`)).json()).ID).toBe(m.id);
    const missing = await fetch(`${url}/api/v1/message/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('error');
  });

  it('searches by recipient, subject and words, and excludes with a minus', async () => {
    send('dana@example.test', 'Confirm your email address');
    send('eli@example.test', 'Reset your password');
    const search = async (q: string) =>
      (await (await fetch(`${url}/api/v1/search?query=${encodeURIComponent(q)}`)).json()).messages.map(
        (m: { To: Array<{ Address: string }> }) => m.To[0]?.Address,
      );
    expect(await search('to:"dana@example.test"')).toEqual(['dana@example.test']);
    expect(await search('to:"nobody@example.test"')).toEqual([]);
    expect(await search('subject:"reset your"')).toEqual(['eli@example.test']);
    expect(await search('-to:dana@example.test')).toEqual(['eli@example.test']);
  });

  it('deletes chosen messages or all of them; a malformed body is a 400', async () => {
    const keep = send('keep@example.test');
    const drop = send('drop@example.test');
    const del = await fetch(`${url}/api/v1/messages`, { method: 'DELETE', body: JSON.stringify({ IDs: [drop.id] }) });
    expect(del.status).toBe(200);
    expect(store.list().map((m) => m.id)).toEqual([keep.id]);
    const bad = await fetch(`${url}/api/v1/messages`, { method: 'DELETE', body: '{IDs' });
    expect(bad.status).toBe(400);
    expect(store.list()).toHaveLength(1);
    await fetch(`${url}/api/v1/messages`, { method: 'DELETE' });
    expect(store.list()).toHaveLength(0);
  });

  it('serves the legacy Inbucket mailbox API by local part', async () => {
    const m = send('frank@example.test');
    const box = await (await fetch(`${url}/api/v1/mailbox/frank`)).json();
    expect(box).toEqual([expect.objectContaining({ id: m.id, subject: 'Reset your password' })]);
    const one = await (await fetch(`${url}/api/v1/mailbox/frank/${m.id}`)).json();
    expect(one.body).toEqual({ text: m.text, html: m.html });
    expect(await (await fetch(`${url}/api/v1/mailbox/someone-else`)).json()).toEqual([]);
  });

  it('lets no other web page read the mail: no CORS header on reads, preflights refused (as Mailpit)', async () => {
    const m = send('victim@example.test');
    const origin = { origin: 'https://attacker.example' };
    for (const path of [
      '/api/v1/messages',
      `/api/v1/message/${m.id}`,
      '/api/v1/search?query=victim',
      '/api/v1/mailbox/victim',
    ]) {
      const res = await fetch(`${url}${path}`, { headers: origin });
      // Same-machine tools (tests, curl) still read it; a browser hides the body from other origins.
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const pre = await fetch(`${url}/api/v1/messages`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'DELETE' },
    });
    expect(pre.status).toBe(405);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    expect(store.list()).toHaveLength(1);
  });

  it('answers unknown API routes with JSON', async () => {
    const unknown = await fetch(`${url}/api/v2/whatever`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });
});

describe('mail catcher: HTML inbox', () => {
  it('lists mail, shows a message, and escapes what the mail contains', async () => {
    const m = store.send({
      to: 'gil@example.test',
      subject: '<script>alert(1)</script>',
      html: '<p>hi <b>there</b></p>',
      text: 'hi there',
    });
    const inbox = await (await fetch(`${url}/`)).text();
    expect(inbox).toContain('gil@example.test');
    expect(inbox).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(inbox).not.toContain('<script>alert(1)</script>');
    const view = await fetch(`${url}/view/${m.id}`);
    expect(view.status).toBe(200);
    const page = await view.text();
    // The mail's HTML is shown inside a sandboxed frame, never inlined into the page.
    expect(page).toMatch(/<iframe[^>]+sandbox="[^"]*"[^>]+srcdoc="[^"]*&lt;b&gt;there/);
    expect(store.get(m.id)?.read).toBe(true);
    expect((await fetch(`${url}/view/nope`)).status).toBe(404);
  });

  it('clears the inbox from the page and filters with a search box', async () => {
    send('hana@example.test');
    send('ivan@example.test');
    const filtered = await (await fetch(`${url}/?q=${encodeURIComponent('to:hana@example.test')}`)).text();
    expect(filtered).toContain('hana@example.test');
    expect(filtered).not.toContain('ivan@example.test');
    const cleared = await fetch(`${url}/clear`, { method: 'POST', redirect: 'manual' });
    expect(cleared.status).toBe(303);
    expect(store.list()).toHaveLength(0);
    expect(await (await fetch(`${url}/`)).text()).toContain('No messages yet.');
  });

  it("refuses state changes sent by other sites' pages; its own form and API clients still work", async () => {
    send('kim@example.test');
    const own = url;
    const attempts: Array<{ path: string; method: string; headers: Record<string, string> }> = [
      // A form on another site posting to /clear, as a browser sends it.
      {
        path: '/clear',
        method: 'POST',
        headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      },
      // The Velvet app (another port on 127.0.0.1) is the same site, not the same origin.
      { path: '/clear', method: 'POST', headers: { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-site' } },
      // A sandboxed frame or file:// page sends Origin: null.
      { path: '/clear', method: 'POST', headers: { origin: 'null' } },
      { path: '/api/v1/messages', method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } },
      { path: '/api/v1/search?query=kim', method: 'DELETE', headers: { origin: 'https://attacker.example' } },
    ];
    for (const a of attempts) {
      const res = await fetch(`${own}${a.path}`, { method: a.method, headers: a.headers, redirect: 'manual' });
      expect(res.status, `${a.method} ${a.path} ${JSON.stringify(a.headers)}`).toBe(403);
      expect(await res.json()).toEqual({ error: 'cross-site request refused' });
    }
    expect(store.list()).toHaveLength(1);

    // The inbox page's own "Delete all" form: same origin.
    const cleared = await fetch(`${own}/clear`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: own, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cleared.status).toBe(303);
    expect(store.list()).toHaveLength(0);
  });
});
