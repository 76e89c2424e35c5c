import { Cron } from 'croner';

export type Schedule = { kind: 'interval'; seconds: number } | { kind: 'reboot' } | { kind: 'cron'; cron: Cron };

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/**
 * Reads a pg_cron schedule: standard 5-field cron (names, ranges, steps, `$` for the last day of the
 * month), the @ shorthands, or pg_cron's `N seconds` (1–59). Times are UTC, pg_cron's default
 * cron.timezone (GMT). Field matching is croner's; throws on anything croner refuses.
 */
export function parseSchedule(text: string): Schedule {
  const trimmed = text.trim();
  const seconds = /^(\d{1,9})\s*seconds?$/i.exec(trimmed);
  if (seconds) {
    const n = Number(seconds[1]);
    if (n < 1 || n > 59) throw new Error(`invalid schedule: ${text}`);
    return { kind: 'interval', seconds: n };
  }
  if (trimmed === '@reboot' || trimmed === '@restart') return { kind: 'reboot' };
  const fields = (MACROS[trimmed] ?? trimmed).split(/\s+/);
  if (fields.length !== 5) throw new Error(`invalid schedule: ${text}`);
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  // Vixie cron (pg_cron's parser) ANDs day-of-month and day-of-week when either starts with '*',
  // and ORs them otherwise.
  const domAndDow = dom.startsWith('*') || dow.startsWith('*');
  const pattern = [minute, hour, dom === '$' ? 'L' : dom, month, dow].join(' ');
  return { kind: 'cron', cron: new Cron(pattern, { timezone: 'UTC', mode: '5-part', domAndDow, paused: true }) };
}

const MINUTE = 60_000;

/**
 * How many runs a cron job owes for the minutes after `fromMinute` up to and including `toMinute`
 * (minute numbers since the epoch). Like pg_cron, a clock that moved on a few minutes catches up
 * minute by minute; a bigger jump (a test clock advanced by a month) owes at most one run.
 */
export function runsDue(cron: Cron, fromMinute: number, toMinute: number): number {
  if (toMinute <= fromMinute) return 0;
  if (toMinute - fromMinute <= 5) {
    let due = 0;
    for (let m = fromMinute + 1; m <= toMinute; m++) if (cron.match(new Date(m * MINUTE))) due++;
    return due;
  }
  const next = cron.nextRun(new Date(fromMinute * MINUTE));
  return next && next.getTime() <= toMinute * MINUTE ? 1 : 0;
}
