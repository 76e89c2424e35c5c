import { formatEuro } from './format';

/*
 * Euro amounts are integer cents everywhere (docs/database.md, Money). They are formatted by the one
 * formatting module (`@/utils/format`, one locale rule, issue 14 §10); re-exported here for the money screens.
 */
export { formatEuro, formatSignedEuro } from './format';

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
export function amountProblem(cents: number | null, min: number, max: number): string | null {
  const range = `between ${formatEuro(min)} and ${formatEuro(max)}`;
  if (cents === null) return `Enter an amount in euro, ${range}.`;
  if (cents < min || cents > max) return `The amount must be ${range}.`;
  return null;
}
