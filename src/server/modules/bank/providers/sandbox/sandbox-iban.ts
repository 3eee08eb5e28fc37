// UK IBANs for sandbox accounts: GB + 2 check digits + 4-letter bank code + 6-digit sort
// code + 8-digit account number. The check digits are real (ISO 13616 mod-97), so any
// IBAN validator in the app accepts them.

/** The IBAN's letters as numbers (A=10 ... Z=35), read mod 97 a digit at a time. */
function mod97(text: string): number {
  let remainder = 0;
  for (const ch of text) {
    const value = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function ukIban(bankCode: string, sortCode: string, accountNumber: string): string {
  const bban = `${bankCode}${sortCode.replaceAll('-', '')}${accountNumber}`;
  const check = 98 - mod97(`${bban}GB00`);
  return `GB${String(check).padStart(2, '0')}${bban}`;
}

/** True when the IBAN's check digits are right (rearranged IBAN mod 97 is 1). */
export function ibanIsValid(iban: string): boolean {
  const compact = iban.replaceAll(' ', '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}
