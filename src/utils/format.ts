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
 * Each formatter is made on first use, not at import: building one costs milliseconds (the compact
 * one ~110 ms at ×4 CPU, issue 17), and this module is on every screen's first paint.
 */
function lazyFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let made: Intl.NumberFormat | undefined;
  return (value) => (made ??= new Intl.NumberFormat(APP_LOCALE, options)).format(value);
}

const euro = lazyFormat({ style: 'currency', currency: 'EUR' });
const signedEuro = lazyFormat({ style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' });
const compact = lazyFormat({ notation: 'compact', maximumFractionDigits: 1 });

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
export const formatEuro = (cents: number): string => euro(cents / 100);

/** A signed amount for history rows: `+€20.00`, `-€12.92`. */
export const formatSignedEuro = (cents: number): string => signedEuro(cents / 100);

/** Counters as people read them: `12`, `1.2K`, `3.4M`. */
export const formatCompactNumber = (value: number): string => compact(value);

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
