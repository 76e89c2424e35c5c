import { differenceInCalendarDays } from 'date-fns';
import { formatDate, formatTime } from '@/utils/format';

/** Spec §9: chat times are 24-hour hh:mm. */
export function formatMessageTime(date: Date): string {
  return formatTime(date);
}

/** Spec §2 Chat: day separators read Today, Yesterday or a date such as 3 Jan 2025 (calendar days, local time). */
export function formatDaySeparator(date: Date, now: Date = new Date()): string {
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatDate(date);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Spec §9 chat list time: 'N hrs' under 24 hours, 'Yesterday', 'N days' under 7 days, otherwise a
 * date. The spec has no wording under an hour ('0 hrs' reads as a bug), so that reads 'now' / 'N min'.
 */
export function formatListTime(date: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < 60_000) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / 60_000)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hrs`;
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days`;
  return formatDate(date);
}

/** m:ss for recordings and voice messages (spec §2, §4). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
