import { setupServer } from 'msw/node';

/** No default handlers: each test states the answers it relies on; anything else fails loudly. */
export const server = setupServer();

export const SUPABASE_URL = 'http://supabase.test';
