// A user's column mapping for a layout we do not know, saved with the header it was made for.
import { describe, expect, it } from 'vitest';
import { parseStatement, type ColumnMapping } from '../../../src/server/modules/imports/formats';
import { applyMapping } from '../../../src/server/modules/imports/formats/mapping';
import { readCsv } from '../../../src/server/modules/imports/formats/csv';
import { suggestMapping } from '../../../src/server/modules/imports/formats/suggest-mapping';
import { fixtureBytes, parsedOrFail, plainRows } from './support/fixtures';

const splitMapping: ColumnMapping = {
  header: ['Posted On', 'Narrative', 'Debit', 'Credit', 'Running Total'],
  date: 0,
  description: 1,
  moneyOut: 2,
  moneyIn: 3,
  balance: 4,
};

describe('column mapping', () => {
  it('reads the unknown layout through a saved mapping', () => {
    const result = parsedOrFail(parseStatement(fixtureBytes('unknown-layout.csv'), { mapping: splitMapping }));
    expect(result.layout).toBe('mapping');
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-11-21', amountPence: -320, description: 'GREGGS', balancePence: 10000 },
      { line: 3, date: '2026-11-22', amountPence: 500, description: 'REFUND SHOP', balancePence: 10500 },
    ]);
  });

  it('finds the saved header below a preamble of another length, in other case and spacing', () => {
    const text = 'My Bank plc\nStatement for J Smith\n\nposted on , NARRATIVE,Debit,Credit,Running Total\n21/11/2026,GREGGS,3.20,,100.00\n';
    const result = parsedOrFail(parseStatement(Buffer.from(text), { mapping: splitMapping }));
    expect(plainRows(result.accounts[0]!.rows)).toEqual([{ line: 5, date: '2026-11-21', amountPence: -320, description: 'GREGGS', balancePence: 10000 }]);
  });

  it('refuses when the file has no row with the saved header', () => {
    const result = parseStatement(Buffer.from('When,What,How much\n21/11/2026,GREGGS,3.20\n'), { mapping: splitMapping });
    expect(result).toMatchObject({ status: 'refused', code: 'mapping-mismatch' });
  });

  it('a header-less mapping with a signed amount, an id column and inverted signs (a credit card)', () => {
    const mapping: ColumnMapping = { header: null, date: 1, description: 2, amount: 3, externalId: 0, invertSigns: true };
    const records = readCsv('C-1,11/21/2026,HOTEL,120.00\nC-2,11/22/2026,REFUND,-20.00\n');
    const result = applyMapping(records, mapping)!;
    expect(result.errors).toEqual([]);
    expect(result.rows.map(({ raw: _raw, account: _account, ...row }) => row)).toEqual([
      { line: 1, date: '2026-11-21', amountPence: -12000, description: 'HOTEL', externalId: 'C-1' },
      { line: 2, date: '2026-11-22', amountPence: 2000, description: 'REFUND', externalId: 'C-2' },
    ]);
  });

  it('a known layout is recognised even when a mapping is passed', () => {
    const result = parsedOrFail(parseStatement(fixtureBytes('hsbc.csv'), { mapping: splitMapping }));
    expect(result.layout).toBe('hsbc');
  });

  it('refuses to build a mapping with no amount column', () => {
    expect(() => applyMapping([], { header: null, date: 0, description: 1 })).toThrow(/amount column/);
  });
});

describe('suggestMapping', () => {
  it('guesses a signed layout from its header names', () => {
    const header = ['Transaction ID', 'Value Date', 'Payee', 'Amount', 'Balance'];
    expect(suggestMapping(header)).toEqual({ header, date: 1, description: 2, amount: 3, balance: 4, externalId: 0 });
  });

  it('prefers split columns over a signed one when a file has both', () => {
    const header = ['Date', 'Details', 'Amount', 'Paid in', 'Paid out'];
    expect(suggestMapping(header)).toEqual({ header, date: 0, description: 1, moneyIn: 3, moneyOut: 4 });
  });

  it('offers nothing without a date, a description and an amount', () => {
    expect(suggestMapping(['When', 'What', 'How much'])).toBeUndefined();
    expect(suggestMapping(['Date', 'Amount'])).toBeUndefined();
  });
});
