// Currencies and amounts the way Stripe counts them: integers in the currency's smallest unit.

/** Currencies Stripe counts in whole units (no cents). */
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));

/** A subset of Stripe's presentment currencies; enough for a sandbox, easy to extend. */
export const CURRENCIES = new Set([
  ...ZERO_DECIMAL,
  ...'aed aud bgn brl cad chf cny czk dkk eur gbp hkd huf idr ils inr isk mxn myr nok nzd php pln ron sek sgd thb try twd usd zar'.split(
    ' ',
  ),
]);

/** Stripe's minimum charge amounts (smallest unit); 50 cents-equivalent where we do not know better. */
const MINIMUM: Record<string, number> = { gbp: 30, jpy: 50, hkd: 400, mxn: 1000, nok: 300, sek: 300, dkk: 250 };
export const minimumAmount = (currency: string) => MINIMUM[currency] ?? 50;
export const MAXIMUM_AMOUNT = 99_999_999;

/** "€12.92", "¥500": how the checkout page and error messages show an amount. */
export function formatAmount(amount: number, currency: string): string {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(
      amount / 10 ** digits,
    );
  } catch {
    return `${(amount / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
  }
}
