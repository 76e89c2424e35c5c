// Bad input never stops the payments sandbox: malformed and oversized bodies, odd keys, broken HTTP.
// Every case gets a Stripe-shaped error (or a 4xx page), and the sandbox answers normally afterwards.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSession, useSandbox } from '../support/payments.ts';

const ctx = useSandbox();

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${ctx.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${ctx.sandbox.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });

async function stillServing() {
  const s = await createSession(ctx.stripe);
  expect(s.status).toBe('open');
}

describe('payments sandbox: bad input', () => {
  it('answers malformed form bodies with 400 invalid_request_error', async () => {
    const bodies = [
      'mode=payment&line_items=abc',
      'mode=payment&line_items[0]=x',
      'mode=payment&metadata[a][b]=1',
      'mode=payment&line_items[0][price_data]=1&line_items[0][price_data][currency]=eur',
      'a]b=1',
      '%ZZ=%E0%A4%A',
      'mode[]=payment',
      '__proto__[polluted]=yes',
      'mode=payment&' + 'x'.repeat(10) + '[a][b][c][d][e][f][g][h][i]=1',
    ];
    for (const body of bodies) {
      const res = await post('/v1/checkout/sessions', body);
      expect(res.status, body).toBe(400);
      const json = (await res.json()) as { error: { type: string; message: string } };
      expect(json.error.type, body).toBe('invalid_request_error');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await stillServing();
  });

  it('refuses too many parameters and oversized bodies', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => `metadata[k${i}]=v`).join('&');
    expect((await post('/v1/checkout/sessions', many)).status).toBe(400);
    const huge = await post('/v1/checkout/sessions', 'a'.repeat(2 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.type).toBe('invalid_request_error');
    const page = await fetch(`${ctx.url}/c/pay/cs_test_x`, { method: 'POST', body: 'a'.repeat(64 * 1024) });
    expect([404, 413]).toContain(page.status);
    const testApi = await fetch(`${ctx.url}/sandbox/api/clock/advance`, {
      method: 'POST',
      body: 'a'.repeat(128 * 1024),
    });
    expect(testApi.status).toBe(413);
    await stillServing();
  });

  it('handles a broken HTTP request, odd ids and methods', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(new URL(ctx.url).port), '127.0.0.1', () => socket.end('NOT HTTP\r\n\r\n'));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
      socket.resume();
    });
    const odd = await fetch(`${ctx.url}/v1/checkout/sessions/%E0%A4%A`, {
      headers: { authorization: `Bearer ${ctx.sandbox.secretKey}` },
    });
    expect(odd.status).toBe(404);
    const put = await fetch(`${ctx.url}/v1/checkout/sessions`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ctx.sandbox.secretKey}` },
    });
    expect(put.status).toBe(404);
    const badJson = await fetch(`${ctx.url}/sandbox/api/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"seconds":',
    });
    expect(badJson.status).toBe(400);
    const negative = await fetch(`${ctx.url}/sandbox/api/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"seconds":-5}',
    });
    expect(negative.status).toBe(400);
    const longKey = await post('/v1/checkout/sessions', 'mode=payment', { 'idempotency-key': 'k'.repeat(300) });
    expect(longKey.status).toBe(400);
    await stillServing();
  });

  it('keeps the keyless test API and dashboard to itself: no CORS, cross-site POSTs refused', async () => {
    const session = await createSession(ctx.stripe);
    const read = await fetch(`${ctx.url}/sandbox/api/endpoints`);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${ctx.url}/sandbox/api/clock/advance`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const path of [
      `/sandbox/api/sessions/${session.id}/expire`,
      `/sandbox/actions/sessions/${session.id}/expire`,
    ]) {
      const forged = await fetch(`${ctx.url}${path}`, {
        method: 'POST',
        headers: { origin: 'http://evil.test' },
        redirect: 'manual',
      });
      expect(forged.status, path).toBe(403);
    }
    expect((await ctx.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const own = await fetch(`${ctx.url}/sandbox/actions/sessions/${session.id}/expire`, {
      method: 'POST',
      headers: { origin: ctx.url },
      redirect: 'manual',
    });
    expect(own.status).toBe(303);
    expect((await ctx.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    // Stripe's API itself stays open to browsers, as on Stripe (it needs the secret key).
    const api = await fetch(`${ctx.url}/v1/checkout/sessions`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test' },
    });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });
});
