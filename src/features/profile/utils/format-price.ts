import { formatCompactNumber, formatEuro } from '@/utils/format';

/**
 * The monthly subscription price in euros (`€12.92`, the app's one format, `@/utils/format`). Null
 * when the creator offers no subscription, so the button is hidden.
 */
export function formatMonthlyPrice(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined || !Number.isFinite(cents) || cents <= 0) return null;
  return formatEuro(cents);
}

/** Counters as people read them: 12, 1.2K, 3.4M. */
export const formatCount = formatCompactNumber;
