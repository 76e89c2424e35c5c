import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62, like the tails of Stripe's ids. */
function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length)) {
      if (b < 248 && out.length < length) out += ALPHABET[b % 62]; // 248 = 4 × 62: no modulo bias
    }
  }
  return out;
}

/** Ids shaped like Stripe's test-mode ids (prefix + random tail of the usual length). */
export const newId = {
  session: () => `cs_test_a1${base62(56)}`,
  paymentIntent: () => `pi_3${base62(23)}`,
  charge: () => `ch_3${base62(23)}`,
  paymentMethod: () => `pm_1${base62(23)}`,
  refund: () => `re_3${base62(23)}`,
  dispute: () => `dp_1${base62(23)}`,
  event: () => `evt_1${base62(23)}`,
  endpoint: () => `we_1${base62(23)}`,
  product: () => `prod_${base62(14)}`,
  price: () => `price_1${base62(23)}`,
  lineItem: () => `li_1${base62(23)}`,
  balanceTransaction: () => `txn_3${base62(23)}`,
  request: () => `req_${base62(14)}`,
  delivery: () => `wd_${base62(20)}`,
  webhookSecret: () => `whsec_${base62(32)}`,
  clientSecret: (id: string) => `${id}_secret_${base62(25)}`,
};
