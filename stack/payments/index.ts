// The payments sandbox's public face for the rest of the stack.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { STRIPE_WEBHOOK_SECRET } from './keys.ts';
import type { WebhookEndpointConfig } from './server.ts';

export { STRIPE_PUBLISHABLE_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './keys.ts';
export { API_VERSION } from './objects.ts';
export { startPaymentsSandbox, type PaymentsSandbox, type WebhookEndpointConfig } from './server.ts';

/** Port of the sandbox unless `--payments-port` says otherwise (next to the CLI's 5432x ports). */
export const DEFAULT_PAYMENTS_PORT = 54330;

/** The Edge Function that receives Stripe's webhooks, at `/functions/v1/<name>`. */
export const WEBHOOK_FUNCTION = 'stripe-webhook';

/**
 * What every Edge Function gets from the stack: where the sandbox listens. Functions pass it to the
 * SDK as host/port/protocol; in production it is unset and the SDK talks to api.stripe.com.
 */
export const paymentsFunctionEnv = (url: string) => ({ STRIPE_API_URL: url });

/** What the stack's sandbox can be told at start (`startStack({ payments })`). */
export interface StackPaymentsOptions {
  /** Replaces the default endpoint (the webhook function, when the project has one). */
  webhookEndpoints?: WebhookEndpointConfig[];
  /** Delays before each retry of a failed delivery; tests compress it (default 1 min, 10 min, 1 h). */
  retryScheduleMs?: number[];
  deliveryTimeoutMs?: number;
}

/**
 * The endpoint a developer would register in Stripe's dashboard: the project's webhook function,
 * signed with the fixed local secret. Only when `supabase/functions/stripe-webhook/` exists, so a
 * project without one gets no deliveries that can only fail.
 */
export function defaultWebhookEndpoints(supabaseDir: string, apiUrl: string): WebhookEndpointConfig[] {
  if (!existsSync(path.join(supabaseDir, 'functions', WEBHOOK_FUNCTION))) return [];
  return [
    {
      url: `${apiUrl}/functions/v1/${WEBHOOK_FUNCTION}`,
      secret: STRIPE_WEBHOOK_SECRET,
      description: `The ${WEBHOOK_FUNCTION} Edge Function`,
    },
  ];
}
