// Santander UK's older text export: a `From: ... to ...` line, an `Account:` line, then one
// block per transaction of `Date:`, `Description:`, `Amount:`, `Balance:` lines. Written in
// Windows-1252 with non-breaking spaces, which decode.ts and \s take care of.
import { amountToPence } from './amounts';
import { compactHint } from './account-hint';
import { groupByAccountSteps } from './accounts';
import { decideDayMonthOrder, parseDate } from './dates';
import { lineReader } from './lines';
import { STEP_ROWS, type Steps } from './steps';
import type { AccountHint, DraftRow, LineIssue, StatementAccount } from './types';

export function looksLikeSantanderTxt(text: string): boolean {
  // [ \t]*, not \s*: with the m flag \s would run across blank lines from every line start.
  return /^\s*From:\s*\S/i.test(text.slice(0, 512)) && /^[ \t\u00a0]*Date:/im.test(text) && /^[ \t\u00a0]*Amount:/im.test(text);
}

type Block = { line: number; fields: Record<string, string> };

type SantanderResult = { accounts: StatementAccount[]; errors: LineIssue[] };

/** parseSantanderTxt, yielding every few thousand lines and blocks. */
export function* parseSantanderTxtSteps(text: string): Steps<SantanderResult> {
  const blocks: Block[] = [];
  let account: AccountHint = {};
  const nextLine = lineReader(text);
  for (let next = nextLine(); next; next = nextLine()) {
    const { text: lineText, index } = next;
    if (index > 0 && index % (STEP_ROWS * 5) === 0) yield;
    // 'Field: value', split at the first colon (a regex with lazy groups here was quadratic on a long line).
    const colon = lineText.indexOf(':');
    if (colon < 0) continue;
    const name = lineText.slice(0, colon).trim();
    if (!/^[A-Za-z ]+$/.test(name)) continue;
    const field = name.toLowerCase();
    const value = lineText.slice(colon + 1).trim();
    if (field === 'account') account = compactHint({ accountNumber: value.replace(/\s+/g, ' ') });
    else if (field === 'date') blocks.push({ line: index + 1, fields: { date: value, account: account.accountNumber ?? '' } });
    else if (blocks.length > 0 && field !== 'from') blocks[blocks.length - 1]!.fields[field] = value;
  }
  yield;
  const order = decideDayMonthOrder(blocks.map((b) => b.fields.date ?? ''));
  const rows: DraftRow[] = [];
  const errors: LineIssue[] = [];
  for (let k = 0; k < blocks.length; k++) {
    if (k > 0 && k % STEP_ROWS === 0) yield;
    const { line, fields } = blocks[k]!;
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
  return { accounts: yield* groupByAccountSteps(rows), errors };
}
