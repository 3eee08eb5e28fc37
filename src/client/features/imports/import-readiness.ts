// What the Import screen says about a previewed file, kept apart from the page so it is tested
// without a browser: the lines left out that are not transactions, counted by kind ("3 pending
// rows left out"), why the Import button is not ready yet, and the new account's bank and type
// filled from the recognised layout without overwriting what the person typed.

export type LeftOutKind = 'pending' | 'summary' | 'continuation' | 'not-completed' | 'other';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** One sentence per kind of line left out; `firstOther` is the reason of the first 'other' line. */
export function leftOutLines(leftOut: { kind: LeftOutKind; count: number }[], firstOther?: string): string[] {
  return leftOut.map(({ kind, count }) => {
    switch (kind) {
      case 'pending':
        return `${plural(count, 'pending row', 'pending rows')} left out: import them again once your bank has completed them.`;
      case 'summary':
        return `${plural(count, 'summary line', 'summary lines')} left out (balances, limits or totals, not transactions).`;
      case 'continuation':
        return `${plural(count, 'line', 'lines')} left out that continue the description of the row above.`;
      case 'not-completed':
        return `${plural(count, 'reverted or declined payment', 'reverted or declined payments')} left out.`;
      default:
        return `${plural(count, 'row', 'rows')} left out${firstOther ? ` (${firstOther.replace(/^Left out: /, '')})` : ''}.`;
    }
  });
}

/** Why the Import button is disabled, or null when it is ready. */
export function missingForImport(p: {
  readable: number;
  unreadable: number;
  toImport: number;
  newAccount: boolean;
  name: string;
  bank: string;
}): string | null {
  if (p.readable === 0 && p.unreadable > 0) return 'None of the rows in this file could be read, so there is nothing to import.';
  if (p.readable === 0) return 'This file holds no transactions to import yet: see what was left out above.';
  if (p.toImport === 0) return 'Nothing new to import: every row in this file is already in this account.';
  if (!p.newAccount) return null;
  const name = p.name.trim() === '';
  const bank = p.bank.trim() === '';
  if (name && bank) return 'Enter the account name and the bank to import.';
  if (name) return 'Enter the account name to import.';
  if (bank) return 'Enter the bank to import.';
  return null;
}

export type AccountType = 'current' | 'savings' | 'credit_card';
export type Filled = { institution: string; type: AccountType | null };

/**
 * The new account's bank and type after a preview: the layout's suggestion replaces a field
 * only while it is empty (or the default type) or still holds what an earlier file filled in,
 * so what the person typed is never overwritten. Returns the fields and what was filled.
 */
export function fillFromLayout(
  current: { institution: string; type: AccountType },
  lastFilled: Filled,
  suggested: { bank: string | null; type: 'credit_card' | null },
): { institution: string; type: AccountType; filled: Filled } {
  const institutionFree = current.institution.trim() === '' || current.institution === lastFilled.institution;
  const typeFree = current.type === 'current' || current.type === lastFilled.type;
  const institution = institutionFree ? (suggested.bank ?? '') : current.institution;
  const type = typeFree ? (suggested.type ?? 'current') : current.type;
  return {
    institution,
    type,
    filled: { institution: institutionFree ? (suggested.bank ?? '') : lastFilled.institution, type: typeFree ? suggested.type : lastFilled.type },
  };
}
