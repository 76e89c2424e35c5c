import { describe, expect, it } from 'vitest';
import { stackEnv } from '../support/stack-env.ts';

describe('gateway', () => {
  it('refuses a request without an apikey with 401 and a JSON error', async () => {
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('refuses a forged apikey with 401', async () => {
    const forged = stackEnv().anonKey.slice(0, -4) + 'abcd';
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/`, { headers: { apikey: forged } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('forwards REST calls with a valid key to PostgREST', async () => {
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/`, { headers: { apikey: stackEnv().anonKey } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers CORS preflight reflecting the requested headers', async () => {
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/posts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,x-client-info',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-headers')).toBe('apikey,authorization,x-client-info');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await fetch(`${stackEnv().apiUrl}/nowhere`, { headers: { apikey: stackEnv().anonKey } });
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('message');
  });
});

describe('gateway under bad input', () => {
  const api = () => new URL(stackEnv().apiUrl);

  /** Sends raw bytes and resolves with whatever the server answers before closing. */
  function raw(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      import('node:net').then(({ connect }) => {
        const socket = connect(Number(api().port), api().hostname);
        let answer = '';
        socket.on('data', (c) => (answer += c.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.write(bytes);
      }, reject);
    });
  }

  async function stillServes() {
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/`, { headers: { apikey: stackEnv().anonKey } });
    expect(res.status).toBe(200);
  }

  it('answers a malformed HTTP request with 400 and keeps serving', async () => {
    const answer = await raw('GARBAGE \x00\x01 nonsense\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    await stillServes();
  });

  it('refuses a forged user JWT on REST with 401 JSON', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwicm9sZSI6InNlcnZpY2Vfcm9sZSJ9.bad-signature';
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/`, {
      headers: { apikey: stackEnv().anonKey, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('message');
  });

  it('maps the publishable key like the CLI gateway does', async () => {
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/`, {
      headers: {
        apikey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
        authorization: 'Bearer sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
      },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a WebSocket upgrade on an unknown path and one without a key, then keeps serving', async () => {
    const upgrade = (path: string) =>
      raw(
        `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
    expect(await upgrade('/nowhere/websocket')).toMatch(/^HTTP\/1\.1 404/);
    expect(await upgrade('/realtime/v1/websocket?vsn=2.0.0')).toMatch(/^HTTP\/1\.1 401/);
    await stillServes();
  });

  it('drops a client that disconnects mid-request without harm', async () => {
    await new Promise<void>((resolve) => {
      import('node:net').then(({ connect }) => {
        const socket = connect(Number(api().port), api().hostname, () => {
          socket.write(
            `POST /rest/v1/rpc/x HTTP/1.1\r\nHost: x\r\napikey: ${stackEnv().anonKey}\r\nContent-Length: 1000\r\n\r\n{"half":`,
          );
          socket.destroy();
          resolve();
        });
      });
    });
    await stillServes();
  });
});
