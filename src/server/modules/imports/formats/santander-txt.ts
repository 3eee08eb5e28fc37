// Santander UK's older text export: a `From: ... to ...` line, an `Account:` line, then one
// block per transaction of `Date:`, `Description:`, `Amount:`, `Balance:` lines. Written in
// Windows-1252 with non-breaking spaces, which decode.ts and \s take care of.
import { amountToPence } from './amounts';
import { compactHint } from './account-hint';
import { groupByAccount } from './accounts';
import { decideDayMonthOrder, parseDate } from './dates';
import type { AccountHint, DraftRow, LineIssue, StatementAccount } from './types';

export function looksLikeSantanderTxt(text: string): boolean {
  return /^\s*From:\s*\S/i.test(text.slice(0, 512)) && /^\s*Date:/im.test(text) && /^\s*Amount:/im.test(text);
}

type Block = { line: number; fields: Record<string, string> };

export function parseSantanderTxt(text: string): { accounts: StatementAccount[]; errors: LineIssue[] } {
  const blocks: Block[] = [];
  let account: AccountHint = {};
  text.split(/\r\n|\n|\r/).forEach((lineText, index) => {
    const m = /^\s*([A-Za-z ]+?)\s*:\s*(.*?)\s*$/.exec(lineText);
    if (!m) return;
    const field = m[1]!.toLowerCase();
    const value = m[2]!;
    if (field === 'account') account = compactHint({ accountNumber: value.replace(/\s+/g, ' ') });
    else if (field === 'date') blocks.push({ line: index + 1, fields: { date: value, account: account.accountNumber ?? '' } });
    else if (blocks.length > 0 && field !== 'from') blocks[blocks.length - 1]!.fields[field] = value;
  });
  const order = decideDayMonthOrder(blocks.map((b) => b.fields.date ?? ''));
  const rows: DraftRow[] = [];
  const errors: LineIssue[] = [];
  for (const { line, fields } of blocks) {
    const date = parseDate(fields.date ?? '', order);
    if (!date) {
      errors.push({ line, reason: `"${fields.date}" is not a date` });
      continue;
    }
    const amount = amountToPence(fields.amount ?? '');
    if (amount === null) {
      errors.push({ line, reason: fields.amount ? `"${fields.amount}" is not an amount` : 'The block has no Amount line' });
      continue;
    }
    const balance = fields.balance ? amountToPence(fields.balance) : null;
    rows.push({
      line,
      date,
      amountPence: amount,
      description: (fields.description ?? '').replace(/\s+/g, ' ').trim(),
      ...(balance !== null ? { balancePence: balance } : {}),
      raw: fields,
      account: compactHint({ accountNumber: fields.account }),
    });
  }
  return { accounts: groupByAccount(rows), errors };
}
