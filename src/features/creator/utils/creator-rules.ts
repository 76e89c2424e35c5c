import { APP_LOCALE } from '@/utils/format';

/** The database's limits for becoming a creator (docs/database.md, `become_creator`). */
export const MONTHLY_PRICE_MIN_CENTS = 499;
export const MONTHLY_PRICE_MAX_CENTS = 4999;
export const PITCH_MAX_LENGTH = 280;
export const MINIMUM_AGE = 18;

/** True when someone born on `dateOfBirth` (`YYYY-MM-DD`) is 18 or older on `today` (UTC, as the database). */
export function isAdult(dateOfBirth: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const eighteenth = Date.UTC(y + MINIMUM_AGE, m - 1, d);
  return y >= 1900 && eighteenth <= today.getTime();
}

/** The latest birth date the date picker offers: 18 years before today. */
export function latestAdultBirthDate(today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/* ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the app's one locale. */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface Country {
  code: string;
  name: string;
}

/**
 * The countries of `codes` (every country by default) by their names in `locale` (the app's one locale by
 * default), sorted the way that language sorts.
 */
export function countries(locale: string = APP_LOCALE, codes: readonly string[] = COUNTRY_CODES): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
