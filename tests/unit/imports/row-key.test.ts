// The stable key per row: the file's id where it has one, else a content hash plus an
// occurrence index, so re-imports add nothing and identical same-day payments stay two.
import { describe, expect, it } from 'vitest';
import { withKeysSteps } from '../../../src/server/modules/imports/formats/row-key';
import { runSteps } from '../../../src/server/modules/imports/formats/steps';
import type { DraftRow } from '../../../src/server/modules/imports/formats/types';
import { fixtureBytes, parseFixture, parsedOrFail, plainRows } from './support/fixtures';
import { parseStatement } from '../../../src/server/modules/imports/formats';
import type { StatementRow } from '../../../src/server/modules/imports/formats/types';

/** The keys an import stores for these rows of one account, in order (withKeysSteps, run to its end). */
const keyRows = (rows: Array<Pick<DraftRow, 'date' | 'amountPence' | 'description' | 'externalId' | 'pending'>>) =>
  runSteps(withKeysSteps(rows.map((r, i) => ({ line: i + 1, raw: {}, account: {}, ...r })))).map((r) => r.key);

const row = (date: string, amountPence: number, description: string, extra: { externalId?: string; pending?: boolean } = {}) => ({
  date,
  amountPence,
  description,
  ...extra,
});

describe('keyRows', () => {
  it('uses the file id when there is one', () => {
    expect(keyRows([row('2026-11-01', -100, 'A', { externalId: 'tx_1' })])).toEqual(['id:tx_1']);
  });

  it('two identical same-day payments get two keys, differing only in the occurrence index', () => {
    const [first, second] = keyRows([row('2026-11-01', -250, 'COFFEE'), row('2026-11-01', -250, 'COFFEE')]);
    expect(first).toMatch(/^fh:[0-9a-f]{32}:0$/);
    expect(second).toBe(first!.replace(/:0$/, ':1'));
  });

  it('the index counts only identical rows: others in between do not shift it', () => {
    const alone = keyRows([row('2026-11-01', -250, 'COFFEE')]);
    const mixed = keyRows([row('2026-11-01', -100, 'BUS'), row('2026-11-01', -250, 'COFFEE')]);
    expect(mixed[1]).toBe(alone[0]);
  });

  it('date, amount and description each make a different key', () => {
    const keys = keyRows([
      row('2026-11-01', -250, 'COFFEE'),
      row('2026-11-02', -250, 'COFFEE'),
      row('2026-11-01', -251, 'COFFEE'),
      row('2026-11-01', -250, 'TEA'),
    ]);
    expect(new Set(keys).size).toBe(4);
  });

  it('case and runs of spaces in the description do not', () => {
    const [a, b] = [keyRows([row('2026-11-01', -250, 'Costa  Coffee ')]), keyRows([row('2026-11-01', -250, 'COSTA COFFEE')])];
    expect(a).toEqual(b);
  });

  it('pending rows are keyed apart from booked ones', () => {
    const [pending] = keyRows([row('2026-11-01', -250, 'COFFEE', { pending: true })]);
    const [booked] = keyRows([row('2026-11-01', -250, 'COFFEE')]);
    expect(pending).toBe(`p:${booked}`);
  });
});

describe('keys across parses', () => {
  it.each(['monzo.csv', 'generic-split.csv', 'nationwide.csv', 'natwest.csv', 'sgml.ofx', 'ccard.qif'])('re-parsing %s gives the same keys', (name) => {
    const keys = (result: ReturnType<typeof parseFixture>) => result.accounts.flatMap((a) => a.rows.map((r) => r.key));
    expect(keys(parseFixture(name))).toEqual(keys(parseFixture(name)));
  });

  it('an overlapping later file keys its shared rows the same, newest-first order or not', () => {
    const earlier = 'Date,Description,Amount\n01/11/2026,RENT,-800.00\n02/11/2026,COFFEE,-2.50\n02/11/2026,COFFEE,-2.50\n';
    const later = 'Date,Description,Amount\n03/11/2026,SALARY,2000.00\n02/11/2026,coffee,-2.50\n02/11/2026,COFFEE,-2.50\n';
    const parse = (text: string) => parsedOrFail(parseStatement(Buffer.from(text))).accounts[0]!.rows;
    // As an import would: a key already stored keeps its row.
    const merged = new Map<string, StatementRow>();
    for (const r of [...parse(earlier), ...parse(later)]) if (!merged.has(r.key)) merged.set(r.key, r);
    expect(plainRows([...merged.values()]).map(({ line: _line, ...r }) => r)).toEqual([
      { date: '2026-11-01', amountPence: -80000, description: 'RENT' },
      { date: '2026-11-02', amountPence: -250, description: 'COFFEE' },
      { date: '2026-11-02', amountPence: -250, description: 'COFFEE' },
      { date: '2026-11-03', amountPence: 200000, description: 'SALARY' },
    ]);
  });

  it('raw keeps the cells as the file had them', () => {
    const result = parsedOrFail(parseStatement(fixtureBytes('lloyds.csv')));
    expect(result.accounts[0]!.rows[0]!.raw).toEqual({
      'Transaction Date': '14/11/2026',
      'Transaction Type': 'DEB',
      'Sort Code': "'30-91-74",
      'Account Number': '12345678',
      'Transaction Description': 'CO-OP GROUP 070412 ',
      'Debit Amount': '9.85',
      'Credit Amount': '',
      Balance: '812.40',
    });
  });
});
