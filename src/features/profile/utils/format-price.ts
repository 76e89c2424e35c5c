/**
 * The monthly subscription price in euros, formatted for the reader's locale (`€12.92` in en,
 * `12,92 €` in de/fr). Null when the creator offers no subscription, so the button is hidden.
 */
export function formatMonthlyPrice(cents: number | null | undefined, locale?: string): string | null {
  if (cents === null || cents === undefined || !Number.isFinite(cents) || cents <= 0) return null;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Counters as people read them: 12, 1.2K, 3.4M. */
export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
