// QIF: `!Type:Bank` (or CCard, Cash...) then records of one-letter fields (D date, T amount,
// P payee, M memo, N number, L category), each record ended by `^`. QIF has no ids, and its
// numeric dates may be d/m/y or m/d/y (Quicken also writes 12/25'26), decided from all dates.
// An `!Account` block (N name, T type) names the account for the records that follow.
import { amountToPence } from './amounts';
import { compactHint } from './account-hint';
import { decideDayMonthOrder, parseDate } from './dates';
import { groupByAccount } from './accounts';
import type { AccountHint, DraftRow, LineIssue, StatementAccount } from './types';

export function looksLikeQif(text: string): boolean {
  return /^\s*!(Type|Account|Option)/i.test(text.slice(0, 512));
}

type QifRecord = { line: number; fields: Record<string, string>; account: AccountHint };

export function parseQif(text: string): { accounts: StatementAccount[]; errors: LineIssue[] } {
  const records = readRecords(text);
  const order = decideDayMonthOrder(records.map((r) => qifDate(r.fields.D ?? '')));
  const rows: DraftRow[] = [];
  const errors: LineIssue[] = [];
  for (const { line, fields, account } of records) {
    const date = parseDate(qifDate(fields.D ?? ''), order);
    if (!date) {
      errors.push({ line, reason: fields.D ? `"${fields.D}" is not a date` : 'The record has no D (date) line' });
      continue;
    }
    const amountText = fields.T ?? fields.U ?? '';
    const amount = amountToPence(amountText);
    if (amount === null) {
      errors.push({ line, reason: amountText ? `"${amountText}" is not an amount` : 'The record has no T (amount) line' });
      continue;
    }
    const payee = (fields.P ?? '').trim();
    const memo = (fields.M ?? '').trim();
    rows.push({
      line,
      date,
      amountPence: amount,
      description: [payee, memo].filter((p, i, all) => p && all.indexOf(p) === i).join(' '),
      ...(payee ? { counterparty: payee } : {}),
      raw: fields,
      account,
    });
  }
  return { accounts: groupByAccount(rows), errors };
}

function readRecords(text: string): QifRecord[] {
  const lines = text.split(/\r\n|\n|\r/);
  const records: QifRecord[] = [];
  let section = 'other' as 'transactions' | 'account' | 'other';
  let account: AccountHint = {};
  let pendingAccount: Record<string, string> = {};
  let fields: Record<string, string> = {};
  let start = 0;
  lines.forEach((text, index) => {
    const lineText = text.trimEnd();
    if (lineText.trim() === '') return;
    if (lineText.startsWith('!')) {
      const header = lineText.slice(1).toLowerCase();
      if (header.startsWith('account')) section = 'account';
      else if (header.startsWith('type:')) {
        section = /^type:(bank|ccard|cash|oth [al])/.test(header) ? 'transactions' : 'other';
        account = compactHint({ ...account, type: lineText.slice(6).trim() });
      } else if (!header.startsWith('option') && !header.startsWith('clear')) section = 'other';
      fields = {};
      return;
    }
    if (lineText.startsWith('^')) {
      if (section === 'account') {
        account = compactHint({ name: pendingAccount.N, type: pendingAccount.T });
        pendingAccount = {};
      } else if (section === 'transactions' && Object.keys(fields).length > 0) {
        records.push({ line: start, fields, account });
      }
      fields = {};
      return;
    }
    const code = lineText[0]!;
    const value = lineText.slice(1);
    if (section === 'account') {
      pendingAccount[code] = value;
      return;
    }
    if (Object.keys(fields).length === 0) start = index + 1;
    // Split lines (S, E, $) repeat: only the first of each is kept as raw; the total is T.
    fields[code] ??= value;
  });
  if (section === 'transactions' && Object.keys(fields).length > 0) records.push({ line: start, fields, account });
  return records;
}

/** Quicken's 12/25'26 and ' 6 (2006) into forms parseDate reads. */
function qifDate(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, '')
    .replace(/'(\d)$/, '/0$1')
    .replace(/'/, '/');
}
