// Quirks met across layouts, each with a small file built here (Windows-1252 as real bytes).
import { describe, expect, it } from 'vitest';
import { parseText, parsedOrFail, plainRows } from './support/fixtures';
import { parseStatement } from '../../../src/server/modules/imports/formats';

describe('quirks', () => {
  it('a Lloyds file saved as Windows-1252 with £ and é in its descriptions', () => {
    const text =
      'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance\r\n' +
      "01/11/2026,DEB,'30-91-74,12345678,CAFÉ £5 DEAL,5.00,,95.00\r\n";
    const bytes = Buffer.from(text, 'latin1');
    expect(bytes.includes(0xa3)).toBe(true);
    const result = parsedOrFail(parseStatement(bytes));
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-11-01', amountPence: -500, description: 'CAFÉ £5 DEAL', typeCode: 'DEB', balancePence: 9500 },
    ]);
  });

  it('NatWest with full month names (dd MMMM yyyy)', () => {
    const result = parseText(
      'Date, Type, Description, Value, Balance, Account Name, Account Number\n' +
        '"5 November 2026", POS, "\'TESCO", -8.20, 91.80, "\'J SMITH", "\'600123-45678901"\n',
    );
    expect(result.layout).toBe('natwest');
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-11-05', amountPence: -820, description: 'TESCO', typeCode: 'POS', balancePence: 9180 },
    ]);
  });

  it('a ragged row that cannot be placed is named with its line, the rest are read', () => {
    const result = parseText('Date,Description,Amount\n01/11/2026,A,-1.00\n02/11/2026,B, C,-2.00\n03/11/2026,D,-3.00\n');
    expect(result.errors).toEqual([{ line: 3, reason: 'The row has 4 cells where the header has 3' }]);
    expect(result.accounts[0]!.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('a trailing comma on every row is not a ragged row', () => {
    const result = parseText('Date,Description,Amount,\n01/11/2026,A,-1.00,\n01/11/2026,B,-2.00,,\n');
    expect(result.errors).toEqual([]);
    expect(result.accounts[0]!.rows).toHaveLength(2);
  });

  it('Revolut exports without a Product column still read, grouped by currency', () => {
    const result = parseText(
      'Type,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance\nCARD_PAYMENT,2026-11-01 10:00:00,2026-11-01 10:00:01,Pret,-3.00,0.00,GBP,COMPLETED,97.00\n',
    );
    expect(result.layout).toBe('revolut');
    expect(result.accounts[0]!.accountHint).toEqual({ currency: 'GBP' });
  });

  it('dd/mm decided by the last row: an earlier ambiguous row is read as dd/mm too', () => {
    const result = parseText('Date,Description,Amount\n04/03/2026,A,-1.00\n05/03/2026,B,-1.00\n25/03/2026,C,-1.00\n');
    expect(result.accounts[0]!.rows.map((r) => r.date)).toEqual(['2026-03-04', '2026-03-05', '2026-03-25']);
  });

  it('a footer line after the data is left out as a summary line, not a row that could not be read', () => {
    const result = parseText('Date,Description,Money in,Money out\n01/11/2026,A,,1.00\nTotal,,0.00,1.00\n');
    expect(result.errors).toEqual([]);
    expect(result.skipped).toEqual([{ line: 3, reason: 'Left out: "Total" is a summary line, not a transaction', kind: 'summary' }]);
  });
});
