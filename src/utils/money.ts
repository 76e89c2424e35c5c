/**
 * Euro amounts are integer cents everywhere (docs/database.md, Money). Shown in the reader's locale
 * (`€12.50` in en, `12,50 €` in de); `locale` is for tests, the browser's is used otherwise.
 */
export function formatEuro(cents: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A signed amount for history rows: `+€20.00`, `−€12.92`. */
export function formatSignedEuro(cents: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(
    cents / 100,
  );
}

/**
 * Reads what a person types into a euro field: `12`, `12.5`, `12,50`, `€ 12.50`. Returns whole cents,
 * or null when it is not an amount with at most two decimals (never rounds a typed `12.555` silently).
 */
export function parseEuroInput(text: string): number | null {
  const cleaned = text.replace(/[€\s]/g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the plain number a euro field starts with (`499` → `4.99`), independent of locale. */
export const centsToInput = (cents: number): string => (cents / 100).toFixed(2);

/** The problem with a typed amount against `[min, max]` cents, or null when it is fine. */
export function amountProblem(cents: number | null, min: number, max: number, locale?: string): string | null {
  const range = `between ${formatEuro(min, locale)} and ${formatEuro(max, locale)}`;
  if (cents === null) return `Enter an amount in euro, ${range}.`;
  if (cents < min || cents > max) return `The amount must be ${range}.`;
  return null;
}
