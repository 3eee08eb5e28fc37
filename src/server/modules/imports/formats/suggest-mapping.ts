// A first guess at the column mapping for an unknown layout, from its header names, so the
// mapping step opens with the likely answer filled in. The person still confirms it.
import { normaliseHeaderCell } from './csv-layouts';
import type { ColumnMapping } from './mapping';

const ROLES: [keyof Omit<ColumnMapping, 'header' | 'invertSigns'>, RegExp][] = [
  // First, so 'CR/DR' is not taken for anything else.
  ['marker', /^(?:cr\/dr|dr\/cr|cr|dr|cr\/dr indicator)$/],
  ['date', /date|posted|^when$/],
  ['moneyIn', /credit|paid in|money in|^in$|deposit/],
  ['moneyOut', /debit|paid out|money out|^out$|withdrawal/],
  ['balance', /balance|running/],
  ['amount', /amount|value|^sum$|debit.*credit|credit.*debit|\bin\b.*\bout\b|\bout\b.*\bin\b/],
  ['externalId', /transaction id|^id$|fitid/],
  ['description', /desc|narrative|details|memo|particulars|reference|payee|name/],
];

const TWO_WAY = /debit.*credit|credit.*debit|\bin\b.*\bout\b|\bout\b.*\bin\b/;

export function suggestMapping(header: string[]): ColumnMapping | undefined {
  const found: Partial<ColumnMapping> = {};
  const taken = new Set<number>();
  for (const [role, pattern] of ROLES) {
    const index = header.findIndex((cell, i) => {
      const name = normaliseHeaderCell(cell);
      // 'Debit/Credit' (midata) holds signed amounts: taken as money in, every payment would
      // become income. A column named for both directions is never one side of a split.
      if ((role === 'moneyIn' || role === 'moneyOut') && TWO_WAY.test(name)) return false;
      return !taken.has(i) && pattern.test(name);
    });
    if (index < 0) continue;
    found[role] = index;
    taken.add(index);
  }
  const hasAmount = found.amount !== undefined || found.moneyIn !== undefined || found.moneyOut !== undefined;
  if (found.date === undefined || found.description === undefined || !hasAmount) return undefined;
  // A signed amount column and split columns together would be read twice: keep the split.
  if (found.moneyIn !== undefined || found.moneyOut !== undefined) delete found.amount;
  return { ...found, header, date: found.date, description: found.description };
}
