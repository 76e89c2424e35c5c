// `npm run dev`: the local stack (Postgres, PostgREST, auth, storage, realtime, mail) and Vite in one
// process, with the app's env pointing at the stack. Ctrl-C stops both.
//   npm run dev -- --reset      wipe .stack/ and start from the seed again
//   npm run dev -- --no-stack   only Vite; env from .env.local / .env (e.g. for `supabase start`)
import { register } from 'tsx/esm/api';

const args = new Set(process.argv.slice(2));
const useStack = !args.has('--no-stack');

let stack;
let vite;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await vite?.close().catch(() => undefined);
  await stack?.stop().catch(() => undefined);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

try {
  if (useStack) {
    register(); // lets Node import the stack's TypeScript directly
    const { startStack } = await import('../stack/index.ts');
    console.log(args.has('--reset') ? 'Resetting and starting the local stack...' : 'Starting the local stack...');
    stack = await startStack({ reset: args.has('--reset') });
    // Vite gives variables already in process.env priority over .env files.
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = stack.keys.anonKey;
  }

  const { createServer } = await import('vite');
  vite = await createServer({ server: { port: 5173 } });
  await vite.listen();

  const url = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
  console.log(`\n  Velvet is running at ${url}\n`);
  if (stack) {
    console.log(`  Supabase API  ${stack.apiUrl}`);
    console.log(`  Mail catcher  ${stack.mailUrl}   (confirmation and password-reset mails)`);
    console.log(`  Database      ${stack.dbUrl}\n`);
    console.log('  Demo accounts (from supabase/seed.sql):');
    console.log('    fan1@velvet.test / velvet-fan-1');
    console.log('    fan2@velvet.test / velvet-fan-2\n');
  } else {
    console.log('  --no-stack: using VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY from .env.local or .env');
    console.log('  (copy .env.example for `supabase start`).\n');
  }
  console.log('  Press Ctrl-C to stop.');
} catch (err) {
  console.error(err instanceof Error ? `\nError: ${err.message}` : err);
  await stop(1);
}
