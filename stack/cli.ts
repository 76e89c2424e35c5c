import { handleStopSignals, startStack, type RunningStack } from './index.ts';
import { MigrationError } from './migrate.ts';
import { PostgresAccessError } from './postgres-access.ts';
import { STRIPE_WEBHOOK_SECRET } from './payments/index.ts';
import { PortInUseError } from './ports.ts';

const argv = process.argv.slice(2);
const args = new Set(argv);
/** `--name value` or `--name=value`. */
function option(name: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = argv[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
}
function portOption(name: string): number | undefined {
  const v = option(name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0 || n > 65535) {
    console.error(`--${name} must be a port number, got "${v}"`);
    process.exit(2);
  }
  return n;
}
if (args.has('--help') || args.has('-h')) {
  console.log(`Usage: npm run stack [-- --reset] [--api-port N] [--db-port N] [--mail-port N] [--payments-port N] [--data-dir DIR]

Starts Velvet's Docker-free local Supabase (Postgres, PostgREST, auth, storage, realtime, mail)
in the foreground. Ctrl-C stops everything. --reset wipes the data folder (.stack/) and starts fresh.
Ports default to supabase/config.toml (54321 API, 54322 Postgres, 54324 mail), like \`supabase start\`;
the Stripe-compatible payments sandbox listens on 54330.`);
  process.exit(0);
}

function status(s: RunningStack) {
  const rows: Array<[string, string]> = [
    ['API URL', s.apiUrl],
    ['REST URL', `${s.apiUrl}/rest/v1`],
    ['Auth URL', `${s.apiUrl}/auth/v1`],
    ['Storage URL', `${s.apiUrl}/storage/v1`],
    ['Realtime URL', `${s.apiUrl.replace('http', 'ws')}/realtime/v1`],
    ['Functions URL', s.functionsUrl],
    ['DB URL', s.dbUrl],
    ['Mailpit URL', s.mailUrl],
    ['Stripe sandbox URL', s.payments.url],
    ['Stripe secret key', s.payments.secretKey],
    ['Stripe publishable key', s.payments.publishableKey],
    ['Stripe webhook secret', STRIPE_WEBHOOK_SECRET],
    ['Publishable key', s.keys.publishableKey],
    ['Secret key', s.keys.secretKey],
    ['JWT secret', s.keys.jwtSecret],
    ['anon key', s.keys.anonKey],
    ['service_role key', s.keys.serviceRoleKey],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padStart(width)}: ${v}`).join('\n');
}

let stack: RunningStack | undefined;
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping local stack...');
  await stack?.stop();
  process.exit(code);
}
handleStopSignals(() => void shutdown(0));

try {
  console.log(args.has('--reset') ? 'Resetting and starting local stack...' : 'Starting local stack...');
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
  console.log(
    `Started Velvet local stack in ${(stack.timings.readyMs / 1000).toFixed(1)} s.\n\n${status(stack)}\n\nPress Ctrl-C to stop.`,
  );
} catch (err) {
  if (err instanceof PortInUseError || err instanceof MigrationError || err instanceof PostgresAccessError)
    console.error(`\nError: ${err.message}`);
  else console.error(err);
  await shutdown(1);
}
