/**
 * One locale rule for every screen (issue 14 §10): the app is written in English and priced in euro,
 * so money and numbers are formatted as English is written in the euro area (`en-IE`: `€1,234.50`,
 * `1.2K`) and dates as the spec writes them (`3 Jan 2025`, 24-hour `14:05`), whatever the browser's
 * language. Dates are spelled out here rather than by Intl, whose `en-IE`/`en-GB` data abbreviate
 * September as `Sept` in some ICU versions and not in others, or by date-fns's `format`, whose locale
 * tables would put ~5 KB on the first screen.
 */
export const APP_LOCALE = 'en-IE';

/*
 * Numbers are written by hand rather than by Intl.NumberFormat: building one costs ~50 ms at ×4 CPU
 * (the compact one, on every profile's first paint, issue 17) before it formats anything. The rules
 * are en-IE's, and format.test.ts checks them against Intl across every magnitude.
 */

/** `1234567` → `1,234,567` (a one-digit fraction after it is left alone). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole cents as `€1,234.50` (`-€…` below zero); `signed` also puts `+` before a positive amount. */
function euro(cents: number, signed: boolean): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const amount = `€${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  if (whole < 0) return `-${amount}`;
  return signed && whole > 0 ? `+${amount}` : amount;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;

/** Tenths of `abs` in `unit` (thousands to the power `unit`), rounded half away from zero as Intl does. */
const tenthsIn = (abs: number, unit: number) => Math.round(unit === 0 ? abs * 10 : abs / 10 ** (3 * unit - 1));

type DateInput = string | number | Date;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The parts every pattern below is made of, in local time; null for an invalid date. */
function parts(value: DateInput) {
  const date = value instanceof Date ? value : new Date(value);
  // A bad row must not take a screen down: it reads as an empty date.
  if (Number.isNaN(date.getTime())) return null;
  const month = MONTHS[date.getMonth()] ?? '';
  return {
    day: date.getDate(),
    month,
    mon: month.slice(0, 3),
    year: date.getFullYear(),
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
    weekday: WEEKDAYS[date.getDay()],
  };
}

/** Euro cents as an amount: `€12.50`. */
export const formatEuro = (cents: number): string => euro(cents, false);

/** A signed amount for history rows: `+€20.00`, `-€12.92`. */
export const formatSignedEuro = (cents: number): string => euro(cents, true);

/** Counters as people read them: `12`, `1.2K`, `3.4M`. */
export function formatCompactNumber(value: number): string {
  const abs = Math.abs(value);
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && abs >= 1000 ** (unit + 1)) unit += 1;
  let tenths = tenthsIn(abs, unit);
  // 999,960 rounds to 1000K: written as the next unit, 1M.
  if (tenths >= 10_000 && unit < COMPACT_UNITS.length - 1) tenths = tenthsIn(abs, ++unit);
  const digits = String(tenths / 10);
  // Past 9999T (never a count here) Intl groups the digits, from five of them on.
  return `${value < 0 && tenths > 0 ? '-' : ''}${tenths >= 100_000 ? groupThousands(digits) : digits}${COMPACT_UNITS[unit]}`;
}

/** Spec §9: times are 24-hour hh:mm. */
export const formatTime = (value: DateInput): string => parts(value)?.time ?? '';

/** A day, as the spec's chat separators write it: `3 Jan 2025`. */
export const formatDate = (value: DateInput): string => {
  const p = parts(value);
  return p ? `${p.day} ${p.mon} ${p.year}` : '';
};

/** A day in the current year's context: `3 Jan`. */
export const formatShortDate = (value: DateInput): string => {
  const p = parts(value);
  return p ? `${p.day} ${p.mon}` : '';
};

/** A day written out, for sentences such as "Renews on …": `3 January 2025`. */
export const formatLongDate = (value: DateInput): string => {
  const p = parts(value);
  return p ? `${p.day} ${p.month} ${p.year}` : '';
};

/** A moment: `3 Jan 2025, 14:05`. */
export const formatDateTime = (value: DateInput): string => {
  const p = parts(value);
  return p ? `${p.day} ${p.mon} ${p.year}, ${p.time}` : '';
};

/** The day of the week: `Monday`. */
export const formatWeekday = (value: DateInput): string => parts(value)?.weekday ?? '';
