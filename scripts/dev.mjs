// `npm run dev`: the local stack (Postgres, PostgREST, auth, storage, realtime, mail) and Vite in one
// process, with the app's env pointing at the stack. Ctrl-C stops both.
//   npm run dev -- --reset      wipe .stack/ and start from the seed again
//   npm run dev -- --no-stack   only Vite; env from .env.local / .env (e.g. for `supabase start`)
//   --port N, --api-port N, --db-port N, --mail-port N, --data-dir DIR   when the defaults are taken
import { register } from 'tsx/esm/api';

const argv = process.argv.slice(2);
const args = new Set(argv);
const useStack = !args.has('--no-stack');

/** `--name value` or `--name=value`. */
function option(name) {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
}
function portOption(name) {
  const value = option(name);
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`--${name} must be a port number, got "${value}"`);
    process.exit(2);
  }
  return port;
}

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
    const { handleStopSignals, startStack } = await import('../stack/index.ts');
    handleStopSignals(() => void stop(0));
    console.log(args.has('--reset') ? 'Resetting and starting the local stack...' : 'Starting the local stack...');
    stack = await startStack({
      reset: args.has('--reset'),
      dataDir: option('data-dir'),
      ports: {
        api: portOption('api-port'),
        db: portOption('db-port'),
        mail: portOption('mail-port'),
        payments: portOption('payments-port'),
      },
    });
    // Vite gives variables already in process.env priority over .env files.
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = stack.keys.anonKey;
    // The stack serves image transformations unless config.toml turns them off.
    process.env.VITE_IMAGE_TRANSFORMS = String(stack.config.storage.imageTransformation);
  }

  const { createServer } = await import('vite');
  vite = await createServer({ server: { port: portOption('port') ?? 5173 } });
  await vite.listen();

  const url = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
  console.log(`\n  Velvet is running at ${url}\n`);
  if (stack) {
    console.log(`  Supabase API  ${stack.apiUrl}`);
    console.log(`  Functions     ${stack.functionsUrl}/<name>   (supabase/functions, reloaded on save)`);
    console.log(`  Mail catcher  ${stack.mailUrl}   (confirmation and password-reset mails)`);
    console.log(`  Payments      ${stack.payments.url}/sandbox   (Stripe-compatible sandbox, test mode)`);
    console.log(`  Database      ${stack.dbUrl}\n`);
    console.log('  Demo accounts (from supabase/seed.sql):');
    console.log('    fans        fan1@velvet.test / velvet-fan-1, fan2@velvet.test / velvet-fan-2');
    console.log('    a creator   lunarivera@velvet.test / velvet-creator (every creator in the seed has it)');
    console.log('    moderator   moderator@velvet.test / velvet-mod-1\n');
  } else {
    console.log('  --no-stack: using VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY from .env.local or .env');
    console.log('  (copy .env.example for `supabase start`).\n');
  }
  console.log('  Press Ctrl-C to stop.');
} catch (err) {
  console.error(err instanceof Error ? `\nError: ${err.message}` : err);
  await stop(1);
}
