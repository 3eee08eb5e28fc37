// OFX and QFX statements: bank (`<STMTRS>`) and credit card (`<CCSTMTRS>`) statements from the
// tree ofx-tree.ts builds. What a file holds instead of a statement is named in the refusal:
// an investment statement, or the bank's own error response.
import { amountToPence } from './amounts';
import { compactHint, formatSortCode } from './account-hint';
import { parseOfxDate } from './dates';
import { buildOfxTreeSteps, child, findAll, findAllSteps, NO_CHILDREN, type OfxNode } from './ofx-tree';
import { INVESTMENT_MESSAGE, StatementRefusal } from './refusal';
import { withKeysSteps } from './row-key';
import { STEP_ROWS, type Steps } from './steps';
import { MAX_ROWS, type AccountHint, type DraftRow, type LineIssue, type StatementAccount } from './types';

export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 4096).trimStart();
  return /^OFXHEADER\s*:/i.test(head) || /<\?OFX\s/i.test(head) || /<OFX>/i.test(head);
}

export function ofxVersion(text: string): 'ofx-1' | 'ofx-2' {
  const head = text.slice(0, 4096);
  return /<\?xml|OFXHEADER\s*=\s*"2/i.test(head) ? 'ofx-2' : 'ofx-1';
}

export function isQfx(text: string): boolean {
  return /<INTU\.BID>/i.test(text);
}

export type OfxResult = { accounts: StatementAccount[]; errors: LineIssue[] };

/** parseOfx, yielding while the tree is built and every STEP_ROWS transactions. */
export function* parseOfxSteps(text: string): Steps<OfxResult> {
  const root = yield* buildOfxTreeSteps(text, letTransactionGo);
  yield;
  const statements = yield* findAllSteps(root, (n) => n.tag === 'STMTRS' || n.tag === 'CCSTMTRS');
  const accounts: StatementAccount[] = [];
  const errors: LineIssue[] = [];
  let read = 0;
  for (const statement of statements) {
    const hint = accountHint(statement);
    const drafts: DraftRow[] = [];
    for (const trn of yield* findAllSteps(statement, (n) => n.tag === 'STMTTRN')) {
      if (++read % STEP_ROWS === 0) yield;
      if (read > MAX_ROWS) throw new StatementRefusal('too-many-rows', '');
      const row = readTransaction(trn, hint, trn.kept ?? keptOf(trn, yield* findAllSteps(trn, isLeaf)));
      if (typeof row === 'string') errors.push({ line: trn.line, reason: row });
      else drafts.push(row);
    }
    const balance = statedBalance(statement);
    accounts.push({ accountHint: hint, rows: yield* withKeysSteps(drafts), ...(balance !== null ? { statedBalancePence: balance } : {}) });
  }
  if (read === 0) yield* refuseWhatItIs(root);
  return { accounts, errors };
}

/** A file with no bank or card transactions: says what it holds instead, when it is something we know. */
function* refuseWhatItIs(root: OfxNode): Steps<void> {
  const found = yield* findAllSteps(root, (n) => n.tag === 'INVSTMTRS' || n.tag === 'STATUS');
  if (found.some((n) => n.tag === 'INVSTMTRS')) throw new StatementRefusal('investment', INVESTMENT_MESSAGE);
  for (const status of found) {
    const code = child(status, 'CODE')?.value?.trim() ?? '';
    if (code === '' || code === '0') continue;
    const said = (child(status, 'MESSAGE')?.value ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new StatementRefusal(
      'bank-error',
      `This file is an error message from your bank, not a statement (OFX code ${code.slice(0, 10)}${said ? `: "${said}"` : ''}). Download your transactions again; if the same error comes back, choose a shorter date range or ask your bank.`,
    );
  }
}

/**
 * A transaction, once closed, is kept as its fields and payee name alone: most of a large
 * file's elements are these leaves, and the collector need not go over them again.
 */
function letTransactionGo(node: OfxNode): void {
  if (node.tag !== 'STMTTRN') return;
  node.kept = keptOf(node, findAll(node, isLeaf));
  node.children = NO_CHILDREN;
}

const isLeaf = (n: OfxNode) => n.value !== undefined;

/** Its leaves (the first of each name) as raw fields, and its NAME (or PAYEE's NAME). */
function keptOf(trn: OfxNode, leaves: OfxNode[]): { fields: Record<string, string>; name?: string } {
  const fields: Record<string, string> = {};
  for (const leaf of leaves) fields[leaf.tag] ??= leaf.value!;
  const name = child(trn, 'NAME')?.value ?? child(child(trn, 'PAYEE'), 'NAME')?.value;
  return name === undefined ? { fields } : { fields, name };
}

function readTransaction(trn: OfxNode, account: AccountHint, kept: { fields: Record<string, string>; name?: string }): DraftRow | string {
  const raw = kept.fields;
  const dateText = raw.DTPOSTED ?? raw.DTUSER ?? '';
  const date = parseOfxDate(dateText);
  if (!date) return dateText ? `"${dateText.slice(0, 40)}" is not a date` : 'The transaction has no DTPOSTED date';
  const amount = ofxAmount(raw.TRNAMT ?? '');
  if (amount === null) return raw.TRNAMT ? `"${raw.TRNAMT.slice(0, 40)}" is not an amount` : 'The transaction has no TRNAMT amount';
  const name = (kept.name ?? '').trim();
  const memo = (raw.MEMO ?? '').trim();
  // Some banks put a truncated name in NAME and the payee in MEMO: keep both.
  const description = [name, memo].filter((p, i, all) => p && all.indexOf(p) === i).join(' ');
  return {
    line: trn.line,
    date,
    amountPence: amount,
    description,
    ...(name ? { counterparty: name } : {}),
    ...(raw.FITID?.trim() ? { externalId: raw.FITID.trim() } : {}),
    raw,
    account,
  };
}

/** A few exports write a decimal comma; OFX itself says a point. */
function ofxAmount(text: string): number | null {
  return amountToPence(text.trim().replace(/^([+-]?\d+),(\d{1,2})$/, '$1.$2'));
}

/** The statement's booked balance (LEDGERBAL), else its available one (AVAILBAL), in pence. */
function statedBalance(statement: OfxNode): number | null {
  for (const tag of ['LEDGERBAL', 'AVAILBAL']) {
    const amount = child(child(statement, tag), 'BALAMT')?.value;
    const pence = amount === undefined ? null : ofxAmount(amount);
    // A balance beyond £100 billion is no person's: not trusted to open an account with.
    if (pence !== null && Math.abs(pence) < 1e13) return pence;
  }
  return null;
}

function accountHint(statement: OfxNode): AccountHint {
  const from = child(statement, 'BANKACCTFROM') ?? child(statement, 'CCACCTFROM');
  const bankId = child(from, 'BANKID')?.value ?? '';
  const sortCode = formatSortCode(bankId);
  const accountId = child(from, 'ACCTID')?.value ?? '';
  // UK banks often send the sort code again in front of the 8-digit account number.
  const accountNumber = sortCode && /^\d{14}$/.test(accountId) && accountId.startsWith(bankId) ? accountId.slice(6) : accountId;
  return compactHint({
    sortCode,
    accountNumber,
    currency: child(statement, 'CURDEF')?.value?.toUpperCase(),
    type: child(from, 'ACCTTYPE')?.value ?? (statement.tag === 'CCSTMTRS' ? 'CREDITCARD' : undefined),
  });
}
