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
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,x-client-info' },
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
