/*
 * IBANs of the SEPA countries, where payouts go (issue 19 §4; the database's private.is_valid_iban holds the
 * same rule, migration 20261205010000): the ISO 13616 length of each country's IBAN and the mod-97 check.
 */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** What is stored: upper case, no spaces. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Groups of four, as banks print it. */
export const formatIban = (value: string) => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** The ISO 13616 check: the first four characters moved to the end, letters as 10–35, the number mod 97 is 1. */
function checksumHolds(iban: string): boolean {
  let remainder = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const value = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** Why `value` is not an IBAN of `country` (a SEPA country code), or null when it is one. */
export function ibanProblem(value: string, country: string): string | null {
  const iban = normalizeIban(value);
  if (!iban) return 'Enter your IBAN.';
  const length = SEPA_IBAN_LENGTHS[country];
  if (!length) return 'Choose the country of your bank account first.';
  if (!/^[A-Z0-9]+$/.test(iban)) return 'An IBAN has only letters and digits.';
  if (iban.slice(0, 2) !== country) return `An IBAN from this country starts with ${country}.`;
  if (iban.length !== length) return `An IBAN from this country has ${length} characters; this one has ${iban.length}.`;
  if (!/^[A-Z]{2}[0-9]{2}/.test(iban) || !checksumHolds(iban)) {
    return 'This IBAN is not valid: check it against your bank statement.';
  }
  return null;
}

/** How a saved IBAN shows: only its last four characters. */
export const maskedIban = (last4: string) => `•••• ${last4}`;
