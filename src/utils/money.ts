/**
 * Euro amounts as the reader's locale writes them (`€12.50` in en, `12,50 €` in de). Money is
 * integer cents everywhere (issue 13); only this function turns it into text.
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
 * Parses what a person typed as a euro amount ("20", "20.5", "20,50") into whole cents; null when
 * it is not an amount with at most two decimals.
 */
export function parseEuroInput(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
