// Sort codes and account numbers as files write them: '20-32-06 13152170' (Barclays),
// "'601234-12345678" (NatWest), "'30-91-74" (Lloyds' apostrophe-prefixed text cells).
import type { AccountHint } from './types';

/** A cell without the spreadsheet text marker: "'PURE GYM" and Amex's "'AT26...'" lose theirs. */
export function cleanCell(cell: string | undefined): string {
  const t = (cell ?? '').trim();
  const wrapped = /^'(.+)'$/.exec(t);
  return (wrapped ? wrapped[1]! : t.replace(/^'/, '')).trim();
}

export function formatSortCode(text: string): string | undefined {
  const digits = cleanCell(text).replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : undefined;
}

/** A cell with a sort code and account number together, or just one account number. */
export function splitAccountCell(text: string): Pick<AccountHint, 'sortCode' | 'accountNumber'> {
  const t = cleanCell(text);
  const both = /^(\d{2}-?\d{2}-?\d{2})[\s-]+(\d{6,8})$/.exec(t);
  if (both) return { sortCode: formatSortCode(both[1]!), accountNumber: both[2] };
  return t ? { accountNumber: t } : {};
}

/** Drops empty fields so two hints for one account compare equal. */
export function compactHint(hint: AccountHint): AccountHint {
  const out: AccountHint = {};
  for (const [k, v] of Object.entries(hint) as [keyof AccountHint, string | undefined][]) {
    if (v) out[k] = v;
  }
  return out;
}

export function hintKey(hint: AccountHint): string {
  const h = compactHint(hint);
  return [h.name, h.sortCode, h.accountNumber, h.currency, h.type].map((v) => v ?? '').join('\u001f');
}
