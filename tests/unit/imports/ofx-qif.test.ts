// OFX 1 (SGML), OFX 2 (XML), QFX and QIF fixtures, expected rows read off the files by hand.
import { describe, expect, it } from 'vitest';
import { parseFixture, parseText, plainRows } from './support/fixtures';

describe('OFX and QFX', () => {
  it('OFX 1.x SGML with unclosed tags: FITID ids, NAME and MEMO kept, entities decoded', () => {
    const result = parseFixture('sgml.ofx');
    expect(result).toMatchObject({ format: 'ofx', layout: 'ofx-1', errors: [] });
    expect(result.accounts).toHaveLength(1);
    expect(result.accounts[0]!.accountHint).toEqual({ sortCode: '40-12-76', accountNumber: '87654321', currency: 'GBP', type: 'CHECKING' });
    const rows = result.accounts[0]!.rows;
    expect(plainRows(rows)).toEqual([
      {
        line: 39,
        date: '2026-11-02',
        amountPence: -1250,
        description: 'BOOTS 1234 BOOTS THE CHEMIST LEEDS',
        counterparty: 'BOOTS 1234',
        externalId: '2026110201',
      },
      { line: 47, date: '2026-11-03', amountPence: 200000, description: 'ACME LTD', counterparty: 'ACME LTD', externalId: '2026110301' },
      { line: 55, date: '2026-11-03', amountPence: -800, description: 'M & S', counterparty: 'M & S', externalId: '2026110302' },
    ]);
    expect(rows.map((r) => r.key)).toEqual(['id:2026110201', 'id:2026110301', 'id:2026110302']);
    expect(rows[0]!.raw).toMatchObject({ TRNTYPE: 'DEBIT', TRNAMT: '-12.50', MEMO: 'BOOTS THE CHEMIST LEEDS' });
  });

  it('OFX 2 XML credit-card statement: closed tags, empty MEMO, dates with time and zone', () => {
    const result = parseFixture('xml.ofx');
    expect(result).toMatchObject({ format: 'ofx', layout: 'ofx-2', errors: [] });
    expect(result.accounts[0]!.accountHint).toEqual({ accountNumber: '************9876', currency: 'GBP', type: 'CREDITCARD' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 21, date: '2026-11-10', amountPence: -4500, description: 'TRAINLINE', counterparty: 'TRAINLINE', externalId: 'CC-0001' },
      { line: 29, date: '2026-11-12', amountPence: 10000, description: 'DIRECT DEBIT PAYMENT', counterparty: 'DIRECT DEBIT PAYMENT', externalId: 'CC-0002' },
    ]);
  });

  it('QFX (Quicken OFX, with INTU.BID) all on a few lines', () => {
    const result = parseFixture('bank.qfx');
    expect(result).toMatchObject({ format: 'qfx', layout: 'ofx-1', errors: [] });
    expect(result.accounts[0]!.accountHint).toEqual({ sortCode: '09-01-28', accountNumber: '55554444', currency: 'GBP', type: 'SAVINGS' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 13, date: '2026-11-30', amountPence: 321, description: 'INTEREST', counterparty: 'INTEREST', externalId: 'Q-77' },
    ]);
  });

  it('a .qfx file name marks an OFX body as QFX', () => {
    const body =
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP</CURDEF><BANKTRANLIST><STMTTRN><DTPOSTED>20261101<TRNAMT>1.00<FITID>F</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';
    expect(parseText(body, { fileName: 'export.QFX' }).format).toBe('qfx');
    expect(parseText(body, { fileName: 'export.ofx' }).format).toBe('ofx');
  });

  it('names a transaction with a bad date or amount by the line of its STMTTRN', () => {
    const text = [
      'OFXHEADER:100',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP<BANKTRANLIST>',
      '<STMTTRN><DTPOSTED>2026<TRNAMT>-1.00<FITID>A</STMTTRN>',
      '<STMTTRN><DTPOSTED>20261101<TRNAMT>lots<FITID>B</STMTTRN>',
      '<STMTTRN><DTPOSTED>20261101<TRNAMT>-2,50<FITID>C</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const result = parseText(text);
    expect(result.errors).toEqual([
      { line: 4, reason: '"2026" is not a date' },
      { line: 5, reason: '"lots" is not an amount' },
    ]);
    expect(plainRows(result.accounts[0]!.rows)).toEqual([{ line: 6, date: '2026-11-01', amountPence: -250, description: '', externalId: 'C' }]);
  });

  it('a FITID repeated within one file keeps both rows, with different keys', () => {
    const text =
      '<OFX><STMTRS><BANKTRANLIST>' + '<STMTTRN><DTPOSTED>20261101<TRNAMT>-1.00<FITID>X<NAME>A</STMTTRN>'.repeat(2) + '</BANKTRANLIST></STMTRS></OFX>';
    const keys = parseText(text).accounts[0]!.rows.map((r) => r.key);
    expect(keys).toEqual(['id:X', 'id:X#1']);
  });
});

describe('QIF', () => {
  it("!Type:Bank with d/m or m/d decided from all records (12/25'26 settles it)", () => {
    const result = parseFixture('bank.qif');
    expect(result).toMatchObject({ format: 'qif', layout: 'qif', errors: [] });
    expect(result.accounts[0]!.accountHint).toEqual({ type: 'Bank' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-01-12', amountPence: -2500, description: 'THE BOOK SHOP Birthday present', counterparty: 'THE BOOK SHOP' },
      { line: 7, date: '2026-12-25', amountPence: -1000, description: 'CHRISTMAS MARKET', counterparty: 'CHRISTMAS MARKET' },
      { line: 11, date: '2026-12-26', amountPence: 100000, description: 'EMPLOYER', counterparty: 'EMPLOYER' },
    ]);
    expect(result.accounts[0]!.rows[2]!.raw).toEqual({ D: '12/26/2026', T: '1,000.00', P: 'EMPLOYER', N: '1001' });
  });

  it('!Account then !Type:CCard: the account named, two identical same-day charges both kept', () => {
    const result = parseFixture('ccard.qif');
    expect(result.accounts[0]!.accountHint).toEqual({ name: 'Household card', type: 'CCard' });
    const rows = result.accounts[0]!.rows;
    expect(plainRows(rows)).toEqual([
      { line: 6, date: '2026-11-28', amountPence: -6420, description: 'HALFORDS', counterparty: 'HALFORDS' },
      { line: 11, date: '2026-11-28', amountPence: -6420, description: 'HALFORDS', counterparty: 'HALFORDS' },
    ]);
    expect(rows[0]!.key).not.toBe(rows[1]!.key);
  });

  it('names a record with no date or amount by its first line', () => {
    const result = parseText('!Type:Bank\nT-1.00\nPNO DATE\n^\nD01/11/2026\nPNO AMOUNT\n^\nD01/11/2026\nT2.00\n^\n');
    expect(result.errors).toEqual([
      { line: 2, reason: 'The record has no D (date) line' },
      { line: 5, reason: 'The record has no T (amount) line' },
    ]);
    expect(plainRows(result.accounts[0]!.rows)).toEqual([{ line: 8, date: '2026-11-01', amountPence: 200, description: '' }]);
  });
});
