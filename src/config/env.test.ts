import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

const anonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const serviceKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

describe('readEnv', () => {
  it('accepts the local stack values and trims a trailing slash', () => {
    const result = readEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321/', VITE_SUPABASE_ANON_KEY: anonKey });
    expect(result).toEqual({
      ok: true,
      env: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: anonKey, imageTransforms: false },
    });
  });

  it('turns image transformations on only when asked, and refuses anything but true or false', () => {
    const base = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: anonKey };
    const on = readEnv({ ...base, VITE_IMAGE_TRANSFORMS: 'true' });
    expect(on.ok && on.env.imageTransforms).toBe(true);
    const off = readEnv({ ...base, VITE_IMAGE_TRANSFORMS: 'false' });
    expect(off.ok && off.env.imageTransforms).toBe(false);
    expect(readEnv({ ...base, VITE_IMAGE_TRANSFORMS: 'yes' })).toEqual({
      ok: false,
      problems: [{ name: 'VITE_IMAGE_TRANSFORMS', reason: 'must be "true" or "false", got "yes"' }],
    });
  });

  it('accepts a publishable key', () => {
    const result = readEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_x',
    });
    expect(result.ok).toBe(true);
  });

  it('lists every missing variable at once', () => {
    const result = readEnv({ VITE_SUPABASE_URL: '  ' });
    expect(result).toEqual({
      ok: false,
      problems: [
        { name: 'VITE_SUPABASE_URL', reason: 'is missing' },
        { name: 'VITE_SUPABASE_ANON_KEY', reason: 'is missing' },
      ],
    });
  });

  it('refuses a URL that is not http(s)', () => {
    const result = readEnv({ VITE_SUPABASE_URL: '127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: anonKey });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.name).toBe('VITE_SUPABASE_URL');
  });

  it('refuses a service_role key, which would bypass row-level security in the browser', () => {
    for (const key of [serviceKey, 'sb_secret_N7UND0UgjKTVK']) {
      const result = readEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: key });
      expect(result).toEqual({
        ok: false,
        problems: [{ name: 'VITE_SUPABASE_ANON_KEY', reason: 'is a secret service key; use the public anon key' }],
      });
    }
  });
});
