import { formatDate } from './format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Feed time (spec §9): under a minute `just now`, then `Nm`, `Nh` under 24 hours, `Nd` under
 * 7 days, otherwise the app's date (`3 Jan 2025`, `@/utils/format`). A time slightly in the future (clock skew) counts as now.
 */
export function feedRelativeTime(createdAt: string | Date, now: Date = new Date()): string {
  const date = new Date(createdAt);
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  return formatDate(date);
}

/** Post detail time (spec §9): `now`, `Nm`, `Nh`, then `Nd` however old; never a date. */
export function detailRelativeTime(createdAt: string | Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  return `${Math.floor(elapsed / DAY)}d`;
}
