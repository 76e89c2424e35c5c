import { describe, expect, it } from 'vitest';
import { formatIban, ibanProblem, maskedIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('accepts valid IBANs of SEPA countries, whatever their spacing and case', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 00', 'DE')).toBeNull();
    expect(ibanProblem('gb82west12345698765432', 'GB')).toBeNull();
    expect(ibanProblem('FR14 2004 1010 0505 0001 3M02 606', 'FR')).toBeNull();
    expect(ibanProblem('NO9386011117947', 'NO')).toBeNull();
  });

  it('refuses wrong check digits, lengths, characters and countries', () => {
    expect(ibanProblem('DE89370400440532013001', 'DE')).toBe(
      'This IBAN is not valid: check it against your bank statement.',
    );
    expect(ibanProblem('DE8937040044053201300', 'DE')).toBe(
      'An IBAN from this country has 22 characters; this one has 21.',
    );
    expect(ibanProblem('DE89-3704', 'DE')).toBe('An IBAN has only letters and digits.');
    expect(ibanProblem('GB82WEST12345698765432', 'DE')).toBe('An IBAN from this country starts with DE.');
    expect(ibanProblem('US12345678901234567890', 'US')).toBe('Choose the country of your bank account first.');
    expect(ibanProblem('  ', 'DE')).toBe('Enter your IBAN.');
  });

  it('normalises, groups by four and masks', () => {
    expect(normalizeIban(' de89 3704\t0044 ')).toBe('DE8937040044');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(maskedIban('3000')).toBe('•••• 3000');
  });
});
