// QIF: `!Type:Bank` (or CCard, Cash...) then records of one-letter fields (D date, T amount,
// P payee, M memo, N number, L category), each record ended by `^`. QIF has no ids, and its
// numeric dates may be d/m/y or m/d/y (Quicken also writes 12/25'26), decided from all dates.
// An `!Account` block (N name, T type) names the account for the records that follow.
// Read line by line in steps (a yield every STEP_ROWS lines or records).
import { amountToPence } from './amounts';
import { compactHint } from './account-hint';
import { decideDayMonthOrder, parseDate } from './dates';
import { groupByAccountSteps } from './accounts';
import { BadCharacterReference, decodeEntities } from './entities';
import { lineReader } from './lines';
import { INVESTMENT_MESSAGE, StatementRefusal } from './refusal';
import { STEP_ROWS, type Steps } from './steps';
import { MAX_ROWS, type AccountHint, type DraftRow, type LineIssue, type StatementAccount } from './types';

export function looksLikeQif(text: string): boolean {
  return /^\s*!(Type|Account|Option)/i.test(text.slice(0, 512));
}

type QifRecord = { line: number; fields: Record<string, string>; account: AccountHint };
type QifResult = { accounts: StatementAccount[]; errors: LineIssue[] };

export function* parseQifSteps(text: string): Steps<QifResult> {
  const { records, investment } = yield* readRecordsSteps(text);
  if (records.length === 0 && investment) throw new StatementRefusal('investment', INVESTMENT_MESSAGE);
  yield;
  const order = decideDayMonthOrder(records.map((r) => qifDate(r.fields.D ?? '')));
  const rows: DraftRow[] = [];
  const errors: LineIssue[] = [];
  for (let k = 0; k < records.length; k++) {
    if (k > 0 && k % STEP_ROWS === 0) yield;
    const { line, fields, account } = records[k]!;
    const date = parseDate(qifDate(fields.D ?? ''), order);
    if (!date) {
      errors.push({ line, reason: fields.D ? `"${fields.D.slice(0, 40)}" is not a date` : 'The record has no D (date) line' });
      continue;
    }
    const amountText = fields.T ?? fields.U ?? '';
    const amount = amountToPence(amountText);
    if (amount === null) {
      errors.push({ line, reason: amountText ? `"${amountText.slice(0, 40)}" is not an amount` : 'The record has no T (amount) line' });
      continue;
    }
    const payee = qifText(fields.P ?? '', line);
    const memo = qifText(fields.M ?? '', line);
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
  return { accounts: yield* groupByAccountSteps(rows), errors };
}

function* readRecordsSteps(text: string): Steps<{ records: QifRecord[]; investment: boolean }> {
  const nextLine = lineReader(text);
  const records: QifRecord[] = [];
  let section = 'other' as 'transactions' | 'account' | 'other';
  let investment = false;
  let account: AccountHint = {};
  let pendingAccount: Record<string, string> = {};
  let fields: Record<string, string> = {};
  let hasFields = false;
  let start = 0;
  for (let next = nextLine(); next; next = nextLine()) {
    const index = next.index;
    if (index > 0 && index % (STEP_ROWS * 5) === 0) yield;
    const lineText = next.text.trimEnd();
    if (lineText === '' || lineText.trim() === '') continue;
    if (lineText.startsWith('!')) {
      const header = lineText.slice(1).toLowerCase();
      if (header.startsWith('account')) section = 'account';
      else if (header.startsWith('type:')) {
        section = /^type:(bank|ccard|cash|oth [al])/.test(header) ? 'transactions' : 'other';
        if (header.startsWith('type:invst')) investment = true;
        account = compactHint({ ...account, type: lineText.slice(6, 40).trim() });
      } else if (!header.startsWith('option') && !header.startsWith('clear')) section = 'other';
      fields = {};
      hasFields = false;
      continue;
    }
    if (lineText.startsWith('^')) {
      if (section === 'account') {
        account = compactHint({ name: pendingAccount.N, type: pendingAccount.T });
        pendingAccount = {};
      } else if (section === 'transactions' && hasFields) {
        records.push({ line: start, fields, account });
        // Refused as soon as it is too long, rather than after reading every record.
        if (records.length > MAX_ROWS) throw new StatementRefusal('too-many-rows', '');
      }
      fields = {};
      hasFields = false;
      continue;
    }
    const code = lineText[0]!;
    const value = lineText.slice(1);
    if (section === 'account') {
      pendingAccount[code] = value;
      continue;
    }
    if (!hasFields) start = index + 1;
    hasFields = true;
    // Split lines (S, E, $) repeat: only the first of each is kept as raw; the total is T.
    fields[code] ??= value;
  }
  if (section === 'transactions' && hasFields) records.push({ line: start, fields, account });
  return { records, investment };
}

/**
 * A payee or memo as a person would write it. Santander writes its QIF text HTML-escaped
 * (`M&amp;S`) with the running balance after a last comma (`..., 1080.00`): both undone.
 */
function qifText(text: string, line: number): string {
  let t: string;
  try {
    t = decodeEntities(text, { twice: true }).trim();
  } catch (error) {
    if (!(error instanceof BadCharacterReference)) throw error;
    throw new StatementRefusal(
      'damaged',
      `This QIF file has "${error.reference}" in the record on line ${line}, which stands for no character. The file may be damaged: download it again from your bank.`,
    );
  }
  const comma = t.lastIndexOf(',');
  return comma > 0 && TRAILING_AMOUNT.test(t.slice(comma)) ? t.slice(0, comma).trimEnd() : t;
}

// Checked on the text after the last comma only, so it never scans a long payee.
const TRAILING_AMOUNT = /^,\s+-?\d+\.\d{2}$/;

/** Quicken's 12/25'26 and ' 6 (2006) into forms parseDate reads: an apostrophe marks 2000 on. */
function qifDate(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, '')
    .replace(/'(\d)$/, '/200$1')
    .replace(/'(\d\d)$/, '/20$1')
    .replace(/'/, '/');
}
