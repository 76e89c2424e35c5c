import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { toError } from './errors';
import { functionErrorResponse, supabase } from './supabase';

/** Spec'd top-up range (issue 13 §7): presets €10/€20/€50/€100 or a custom €5–€500. */
export const TOPUP_MIN_CENTS = 500;
export const TOPUP_MAX_CENTS = 50_000;
export const TOPUP_PRESETS = [1000, 2000, 5000, 10_000] as const;

export const TOPUP_TRY_AGAIN = 'Could not open the payment page. Nothing was charged; please try again.';

const answerSchema = z.object({ url: z.url(), topup_id: z.string() });
const errorBodySchema = z.object({ code: z.string(), message: z.string() });

export interface StartTopupVariables {
  amountCents: number;
  /** One per top-up intent, reused on retry: the same key opens the same page (docs/database.md). */
  idempotencyKey: string;
}

/** The function's own error texts are written for the fan; anything else means "try again, same key". */
async function topupError(error: unknown): Promise<Error> {
  const response = functionErrorResponse(error);
  if (response) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => null));
    if (body.success) {
      if (body.data.code === 'amount_out_of_range') return new Error('Top-ups are between €5 and €500.');
      return new Error(body.data.message, { cause: error });
    }
  }
  return toError(error, TOPUP_TRY_AGAIN);
}

/** Opens a Checkout page for this top-up (`topup-checkout` Edge Function) and returns where to send the fan. */
export async function startTopup({ amountCents, idempotencyKey }: StartTopupVariables) {
  const { data, error } = await (
    await supabase.functions()
  ).invoke('topup-checkout', {
    body: { amount_cents: amountCents, idempotency_key: idempotencyKey },
  });
  if (error) throw await topupError(error);
  const answer = answerSchema.safeParse(data);
  if (!answer.success) throw new Error(TOPUP_TRY_AGAIN);
  return { url: answer.data.url, topupId: answer.data.topup_id };
}

/**
 * Starts a top-up and leaves for the payment page (the page returns to /wallet?topup=…). Shared:
 * the wallet tops up, and so do the purchase sheets when the balance is short.
 */
export function useStartTopup() {
  return useMutation({
    mutationKey: ['wallet', 'start-topup'],
    mutationFn: startTopup,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The top-up a purchase short of `shortCents` suggests: the smallest preset that covers it, else the exact amount. */
export function suggestedTopup(shortCents: number): number {
  const preset = TOPUP_PRESETS.find((cents) => cents >= shortCents);
  return preset ?? Math.min(Math.max(Math.ceil(shortCents / 100) * 100, TOPUP_MIN_CENTS), TOPUP_MAX_CENTS);
}
