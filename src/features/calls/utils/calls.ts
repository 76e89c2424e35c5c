import { formatShortDate, formatWeekday } from '@/utils/format';
import type { CallEntry } from '../api/get-call-history';

/** Case- and accent-insensitive, so "ines" finds "Inês". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The Calls search (spec §2): keeps the calls whose person's name or handle contains the text. */
export function filterCalls(calls: readonly CallEntry[], query: string): CallEntry[] {
  const needle = fold(query).replace(/^@/, '');
  if (!needle) return [...calls];
  return calls.filter((call) => fold(call.peer.name).includes(needle) || fold(call.peer.username).includes(needle));
}

/** The weekday of a call in the last week ("Monday"); older calls get a short date. */
export function callDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const ageDays = (now.getTime() - date.getTime()) / 86_400_000;
  return ageDays < 7 ? formatWeekday(date) : formatShortDate(date);
}

export const callTypeLabel: Record<CallEntry['type'], string> = {
  outgoing: 'Outgoing',
  incoming: 'Incoming',
  missed: 'Missed',
};
