// The sandbox's fixed local keys, documented in the README like the Supabase demo keys. They only
// work against the local sandbox: Stripe itself would refuse them, so a leaked copy is harmless.
export const STRIPE_SECRET_KEY =
  'sk_test_51VelvetLocalSandbox0000000000000000000000000000000000000000000000000000000000000000000000';
export const STRIPE_PUBLISHABLE_KEY =
  'pk_test_51VelvetLocalSandbox0000000000000000000000000000000000000000000000000000000000000000000000';
/** Signing secret of the stack's default webhook endpoint (the `stripe-webhook` function). */
export const STRIPE_WEBHOOK_SECRET = 'whsec_velvetlocalsandbox000000000000000000000000000000000000000000';

/** What Stripe prints for a refused key: the prefix, asterisks, and the last four characters. */
export function maskKey(key: string): string {
  const prefix = /^(sk|pk|rk)_(test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  return rest.length <= 4
    ? `${prefix}${'*'.repeat(rest.length)}`
    : `${prefix}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}
