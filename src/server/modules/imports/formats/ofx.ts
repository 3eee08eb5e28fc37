// OFX and QFX. OFX 1.x is SGML: a `OFXHEADER:100` block, then tags where leaf elements are
// never closed (`<TRNAMT>-12.50`). OFX 2 is XML with every element closed. One tolerant tree
// builder reads both: an element followed by text is a leaf (its closing tag optional), any
// other element is an aggregate closed by its end tag.
import { amountToPence } from './amounts';
import { compactHint, formatSortCode } from './account-hint';
import { parseOfxDate } from './dates';
import { withKeys } from './row-key';
import type { AccountHint, DraftRow, LineIssue, StatementAccount } from './types';

type OfxNode = { tag: string; line: number; value?: string; children: OfxNode[] };

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

export function parseOfx(text: string): OfxResult {
  const root = buildTree(text);
  const statements = findAll(root, (n) => n.tag === 'STMTRS' || n.tag === 'CCSTMTRS');
  const accounts: StatementAccount[] = [];
  const errors: LineIssue[] = [];
  for (const statement of statements) {
    const hint = accountHint(statement);
    const drafts: DraftRow[] = [];
    for (const trn of findAll(statement, (n) => n.tag === 'STMTTRN')) {
      const row = readTransaction(trn, hint);
      if (typeof row === 'string') errors.push({ line: trn.line, reason: row });
      else drafts.push(row);
    }
    accounts.push({ accountHint: hint, rows: withKeys(drafts) });
  }
  return { accounts, errors };
}

function readTransaction(trn: OfxNode, account: AccountHint): DraftRow | string {
  const raw: Record<string, string> = {};
  for (const leaf of findAll(trn, (n) => n.value !== undefined)) raw[leaf.tag] ??= leaf.value!;
  const dateText = raw.DTPOSTED ?? raw.DTUSER ?? '';
  const date = parseOfxDate(dateText);
  if (!date) return dateText ? `"${dateText}" is not a date` : 'The transaction has no DTPOSTED date';
  // A few exports write a decimal comma; OFX itself says a point.
  const amountText = (raw.TRNAMT ?? '').replace(/^([+-]?\d+),(\d{1,2})$/, '$1.$2');
  const amount = amountToPence(amountText);
  if (amount === null) return raw.TRNAMT ? `"${raw.TRNAMT}" is not an amount` : 'The transaction has no TRNAMT amount';
  const name = (child(trn, 'NAME')?.value ?? child(child(trn, 'PAYEE'), 'NAME')?.value ?? '').trim();
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

function child(node: OfxNode | undefined, tag: string): OfxNode | undefined {
  return node?.children.find((c) => c.tag === tag);
}

function findAll(node: OfxNode, wanted: (n: OfxNode) => boolean, out: OfxNode[] = []): OfxNode[] {
  for (const c of node.children) {
    if (wanted(c)) out.push(c);
    else findAll(c, wanted, out);
  }
  return out;
}

type Token = { kind: 'open' | 'close'; tag: string; line: number } | { kind: 'text'; text: string; line: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const start = text.search(/<OFX>/i);
  let line = 1 + countNewlines(text, 0, Math.max(start, 0));
  let last = Math.max(start, 0);
  const pattern = /<(\/?)([A-Za-z0-9._]+)[^>]*>|<[?!][^>]*>|[^<]+/g;
  pattern.lastIndex = last;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    line += countNewlines(text, last, m.index);
    last = m.index;
    if (m[2]) tokens.push({ kind: m[1] ? 'close' : 'open', tag: m[2].toUpperCase(), line });
    else if (!m[0].startsWith('<')) tokens.push({ kind: 'text', text: m[0], line });
  }
  return tokens;
}

function buildTree(text: string): OfxNode {
  const tokens = tokenize(text);
  const root: OfxNode = { tag: '#root', line: 1, children: [] };
  const stack: OfxNode[] = [root];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const parent = stack[stack.length - 1]!;
    if (token.kind === 'text') continue;
    if (token.kind === 'close') {
      const at = stack.findLastIndex((n) => n.tag === token.tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const node: OfxNode = { tag: token.tag, line: token.line, children: [] };
    parent.children.push(node);
    const next = tokens[i + 1];
    const text = next?.kind === 'text' ? next.text.trim() : '';
    const afterText = next?.kind === 'text' ? tokens[i + 2] : next;
    if (text !== '' || (afterText?.kind === 'close' && afterText.tag === token.tag)) {
      node.value = decodeEntities(text);
      if (next?.kind === 'text') i++;
      if (afterText?.kind === 'close' && afterText.tag === token.tag) i++;
    } else {
      stack.push(node);
    }
  }
  return root;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|nbsp|#\d+|#x[0-9a-f]+);/gi, (all, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[lower] ?? all;
  });
}
