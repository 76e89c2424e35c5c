import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom } from '../support/client-address.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

// A private stack with its own functions folder (supabase/functions holds no test functions), a
// short wall clock and a small body limit, so the limits can be hit in seconds.
const supabaseJsVersion = (
  JSON.parse(readFileSync('node_modules/@supabase/supabase-js/package.json', 'utf8')) as { version: string }
).version;

const FUNCTIONS: Record<string, string> = {
  'functions/echo/index.ts': `
    Deno.serve(async (req) => {
      const bytes = new Uint8Array(await req.arrayBuffer());
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      return Response.json({
        method: req.method,
        url: req.url,
        custom: req.headers.get('x-velvet-test'),
        forwardedFor: req.headers.get('x-forwarded-for'),
        realIp: req.headers.get('x-real-ip'),
        contentType: req.headers.get('content-type'),
        sha256: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
        env: {
          url: Deno.env.get('SUPABASE_URL'),
          anon: Deno.env.get('SUPABASE_ANON_KEY'),
          service: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
          db: Deno.env.get('SUPABASE_DB_URL'),
          secret: Deno.env.get('VELVET_TEST_SECRET'),
          injected: Deno.env.get('VELVET_TEST_INJECTED'),
          reserved: Deno.env.get('SUPABASE_NOT_ALLOWED') ?? null,
          internal: Object.keys(Deno.env.toObject()).filter((k) => k.startsWith('VELVET_INTERNAL')),
        },
      });
    });`,
  'functions/webhook/index.ts': `
    Deno.serve((req) => Response.json({ authorization: req.headers.get('authorization') }));`,
  'functions/flaky/index.ts': `
    Deno.serve(async (req) => {
      const { fail } = await req.json();
      if (fail) throw new Error('flaky failed on purpose');
      return new Response('fine');
    });`,
  'functions/quits/index.ts': `
    Deno.serve((req) => {
      if (new URL(req.url).searchParams.has('exit')) Deno.exit(3);
      return new Response('still here');
    });`,
  'functions/spin/index.ts': `
    Deno.serve((req) => {
      if (new URL(req.url).searchParams.has('forever')) for (;;) {}
      return new Response('spinning stopped');
    });`,
  'functions/stream/index.ts': `
    Deno.serve(() => {
      let n = 0;
      const body = new ReadableStream({
        async pull(controller) {
          if (n === 3) return controller.close();
          if (n > 0) await new Promise((r) => setTimeout(r, 300));
          controller.enqueue(new TextEncoder().encode('chunk ' + n++ + '\\n'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/plain' } });
    });`,
  'functions/admin/index.ts': `
    import { createClient } from 'npm:@supabase/supabase-js@${supabaseJsVersion}';
    import { corsHeaders } from '../_shared/cors.ts';
    Deno.serve(async () => {
      const admin = createClient(Deno.env.get('SUPABASE_URL'), Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'));
      const { data, error } = await admin.auth.admin.listUsers();
      if (error) throw error;
      return Response.json({ users: data.users.length }, { headers: corsHeaders });
    });`,
  'functions/_shared/cors.ts': `export const corsHeaders = { 'x-shared': 'yes' };`,
  'functions/editable/index.ts': `Deno.serve(() => new Response('version 1'));`,
  'functions/broken/index.ts': `const fine = 1;\nconst broken = ;\nDeno.serve(() => new Response(String(fine)));\n`,
  'functions/.env': 'VELVET_TEST_SECRET=from-dot-env\nSUPABASE_NOT_ALLOWED=x\n',
};

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

async function httpError(promise: Promise<{ error: unknown }>) {
  const { error } = await promise;
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Edge Functions at /functions/v1', () => {
  let temp: TempStack;
  let anon: SupabaseClient;
  let functionsUrl: string;
  const logs: string[] = [];

  beforeAll(async () => {
    temp = await startTempStack(
      { configToml: 'project_id = "fn"\n[functions.webhook]\nverify_jwt = false\n', files: FUNCTIONS },
      {
        log: (service, message) => logs.push(`[${service}] ${message}`),
        functions: {
          wallClockMs: 3000,
          maxBodyBytes: 64 * 1024,
          env: () => ({ VELVET_TEST_INJECTED: 'from-the-stack' }),
        },
      },
    );
    anon = createClient(temp.stack.apiUrl, temp.stack.keys.anonKey, noSession);
    functionsUrl = temp.stack.functionsUrl;
  });
  afterAll(async () => {
    await temp?.dispose();
  });

  it('passes method, query, headers and the raw body through untouched, with the env and secrets', async () => {
    const bytes = Buffer.from([0, 255, 1, 128, 10, 13, 0x7b]);
    const res = await fetch(`${functionsUrl}/echo/sub/path?a=1&b=two`, {
      method: 'PUT',
      headers: {
        apikey: temp.stack.keys.anonKey,
        authorization: `Bearer ${temp.stack.keys.anonKey}`,
        'content-type': 'application/octet-stream',
        'x-velvet-test': 'kept',
      },
      body: bytes,
    });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as Record<string, unknown>;
    expect(echo).toMatchObject({
      method: 'PUT',
      url: `${temp.stack.apiUrl}/echo/sub/path?a=1&b=two`,
      custom: 'kept',
      contentType: 'application/octet-stream',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      env: {
        url: temp.stack.apiUrl,
        anon: temp.stack.keys.anonKey,
        service: temp.stack.keys.serviceRoleKey,
        db: temp.stack.dbUrl,
        secret: 'from-dot-env',
        injected: 'from-the-stack',
        reserved: null,
        internal: [],
      },
    });
  });

  it("tells the function the client's address in X-Forwarded-For and X-Real-IP; a client's own values are replaced", async () => {
    const echo = async (from: string, headers: Record<string, string> = {}) => {
      const res = await fetchFrom(from)(`${functionsUrl}/echo`, {
        headers: { authorization: `Bearer ${temp.stack.keys.anonKey}`, ...headers },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { forwardedFor: string | null; realIp: string | null };
    };
    expect(await echo('127.0.0.23')).toMatchObject({ forwardedFor: '127.0.0.23', realIp: '127.0.0.23' });
    // A forged first value (the one functions read) and a forged X-Real-IP do not get through.
    expect(
      await echo('127.0.0.24', { 'x-forwarded-for': '203.0.113.9, 198.51.100.4', 'x-real-ip': '203.0.113.9' }),
    ).toMatchObject({ forwardedFor: '127.0.0.24', realIp: '127.0.0.24' });
  });

  it('verify_jwt on: the anon key and a user token get in; no token or a forged one get 401', async () => {
    expect((await anon.functions.invoke('echo', { body: { hi: 1 } })).data).toMatchObject({ method: 'POST' });

    const { data: signUp } = await anon.auth.signUp({
      email: `fn-${Date.now()}@example.test`,
      password: 'password-123',
    });
    const token = signUp.session?.access_token;
    expect(token).toBeTruthy();
    const user = createClient(temp.stack.apiUrl, temp.stack.keys.anonKey, {
      ...noSession,
      accessToken: async () => token!,
    });
    expect((await user.functions.invoke('echo')).error).toBeNull();

    const bare = await fetch(`${functionsUrl}/echo`, { method: 'POST' });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ message: 'Missing authorization header' });

    const forged = await httpError(anon.functions.invoke('echo', { headers: { Authorization: 'Bearer not.a.jwt' } }));
    expect(forged).toEqual({ status: 401, body: expect.objectContaining({ msg: 'Invalid JWT' }) });
  });

  it('verify_jwt off: a webhook without any key or token reaches the function', async () => {
    const res = await fetch(`${functionsUrl}/webhook`, { method: 'POST', body: 'stripe-style payload' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authorization: null });
  });

  it('answers 404 JSON for an unknown function', async () => {
    expect(await httpError(anon.functions.invoke('no-such-function'))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Function not found' },
    });
  });

  it('answers a browser preflight and puts CORS headers on the answer', async () => {
    const preflight = await fetch(`${functionsUrl}/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
    const res = await fetch(`${functionsUrl}/webhook`, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    // Any other OPTIONS request reaches the function without a token, even with verify_jwt on.
    const options = await fetch(`${functionsUrl}/echo`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(await options.json()).toMatchObject({ method: 'OPTIONS' });
  });

  it('maps the publishable key to the anon JWT, as the CLI gateway does', async () => {
    const client = createClient(temp.stack.apiUrl, temp.stack.keys.publishableKey, noSession);
    expect((await client.functions.invoke('echo')).error).toBeNull();
  });

  it('imports npm packages from node_modules and _shared code, and talks to the stack with the service key', async () => {
    const { data, error } = await anon.functions.invoke<{ users: number }>('admin');
    expect(error).toBeNull();
    expect(data?.users).toBeGreaterThan(0);
  });

  it('answers WORKER_ERROR when a function throws or gets a malformed body, and serves the next request', async () => {
    expect(await httpError(anon.functions.invoke('flaky', { body: { fail: true } }))).toEqual({
      status: 500,
      body: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
    });
    const malformed = await fetch(`${functionsUrl}/flaky`, {
      method: 'POST',
      headers: { authorization: `Bearer ${temp.stack.keys.anonKey}`, 'content-type': 'application/json' },
      body: '{"fail": tru',
    });
    expect(malformed.status).toBe(500);
    expect((await anon.functions.invoke('flaky', { body: { fail: false } })).data).toBe('fine');
    expect(logs.some((l) => l.startsWith('[functions:flaky]') && l.includes('flaky failed on purpose'))).toBe(true);
  });

  it('answers WORKER_ERROR when a function exits, and starts it again for the next request', async () => {
    expect((await httpError(anon.functions.invoke('quits?exit=1'))).status).toBe(500);
    expect((await anon.functions.invoke('quits')).data).toBe('still here');
  });

  it('stops an endless loop at the wall clock with 546 while other functions keep serving', async () => {
    const started = Date.now();
    const looping = httpError(anon.functions.invoke('spin?forever=1'));
    expect((await anon.functions.invoke('webhook')).error).toBeNull();
    expect(await looping).toEqual({ status: 546, body: expect.objectContaining({ code: 'WORKER_LIMIT' }) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect((await anon.functions.invoke('spin')).data).toBe('spinning stopped');
  });

  it('refuses a body over the limit with 413 and keeps serving', async () => {
    const big = await httpError(anon.functions.invoke('echo', { body: 'x'.repeat(70 * 1024) }));
    expect(big).toEqual({ status: 413, body: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }) });
    expect((await anon.functions.invoke('echo', { body: 'small' })).error).toBeNull();
  });

  it('streams the answer as the function writes it, compressed chunk by chunk', async () => {
    const res = await fetch(`${functionsUrl}/stream`, {
      headers: { authorization: `Bearer ${temp.stack.keys.anonKey}`, 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('chunk 0\n');
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(rest).toBe('chunk 1\nchunk 2\n');
  });

  it('picks up an edited function on the next request', async () => {
    expect((await anon.functions.invoke('editable')).data).toBe('version 1');
    await writeFile(
      path.join(temp.supabaseDir, 'functions/editable/index.ts'),
      `Deno.serve(() => new Response('version 2'));`,
    );
    expect((await anon.functions.invoke('editable')).data).toBe('version 2');
  });

  it('reports a syntax error with file and line at start-up and on every request', async () => {
    const file = path.join(temp.supabaseDir, 'functions/broken/index.ts');
    expect(logs.some((l) => l.startsWith('[functions:broken] cannot boot:') && l.includes(`${file}:2:`))).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await httpError(anon.functions.invoke('broken'));
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
      expect(String(res.body.detail)).toContain(`${file}:2:`);
    }
    expect((await anon.functions.invoke('webhook')).error).toBeNull();
  });
});
