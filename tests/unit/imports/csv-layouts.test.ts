// One fixture per UK bank layout (invented people and amounts, in the published shapes);
// the expected rows are read off the fixture by hand: pence, money out negative.
import { describe, expect, it } from 'vitest';
import { parseFixture, plainRows } from './support/fixtures';

describe('UK bank CSV layouts', () => {
  it('Monzo: signed Amount, tx_ ids, Name as counterparty, Description else Name', () => {
    const result = parseFixture('monzo.csv');
    expect(result).toMatchObject({ format: 'csv', layout: 'monzo', errors: [], skipped: [] });
    expect(result.accounts).toHaveLength(1);
    expect(result.accounts[0]!.accountHint).toEqual({ currency: 'GBP' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      {
        line: 2,
        date: '2026-11-01',
        amountPence: -435,
        description: 'PRET A MANGER LONDON GBR',
        counterparty: 'Pret A Manger',
        externalId: 'tx_0000AbCdEf123',
      },
      { line: 3, date: '2026-11-01', amountPence: 25000, description: 'JANE DOE, RENT', counterparty: 'Jane Doe', externalId: 'tx_0000AbCdEf124' },
      { line: 4, date: '2026-11-03', amountPence: -100000, description: 'Savings', counterparty: 'Savings', externalId: 'tx_0000AbCdEf125' },
    ]);
    expect(result.accounts[0]!.rows.map((r) => r.key)).toEqual(['id:tx_0000AbCdEf123', 'id:tx_0000AbCdEf124', 'id:tx_0000AbCdEf125']);
  });

  it('Starling: currency from the header, thousands separator, Reference else Counter Party', () => {
    const result = parseFixture('starling.csv');
    expect(result.layout).toBe('starling');
    expect(result.accounts[0]!.accountHint).toEqual({ currency: 'GBP' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      {
        line: 2,
        date: '2026-11-02',
        amountPence: 215000,
        description: 'NOV SALARY',
        counterparty: 'Acme Payroll Ltd',
        typeCode: 'FASTER PAYMENT',
        balancePence: 240055,
      },
      {
        line: 3,
        date: '2026-11-03',
        amountPence: -2341,
        description: 'TESCO STORES 2041',
        counterparty: 'Tesco',
        typeCode: 'CONTACTLESS',
        balancePence: 237714,
      },
      {
        line: 4,
        date: '2026-11-03',
        amountPence: -6400,
        description: 'Octopus Energy',
        counterparty: 'Octopus Energy',
        typeCode: 'DIRECT DEBIT',
        balancePence: 231314,
      },
    ]);
  });

  it('Revolut: completed date, fee taken off, pending kept and marked, reverted left out, one account per currency', () => {
    const result = parseFixture('revolut.csv');
    expect(result.layout).toBe('revolut');
    expect(result.skipped).toEqual([{ line: 7, reason: 'Left out: the bank marks it REVERTED', kind: 'not-completed' }]);
    expect(result.accounts.map((a) => a.accountHint)).toEqual([
      { name: 'Current', currency: 'GBP' },
      { name: 'Current', currency: 'EUR' },
    ]);
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-11-05', amountPence: -320, description: 'Caffe Nero', balancePence: 9680 },
      { line: 3, date: '2026-11-04', amountPence: 10000, description: 'Top-Up by *1234', balancePence: 10000 },
      { line: 4, date: '2026-11-06', amountPence: -5025, description: 'Exchanged to EUR', balancePence: 4655 },
      { line: 6, date: '2026-11-07', amountPence: -1240, description: 'Uber', pending: true },
    ]);
    expect(result.accounts[0]!.rows[3]!.key).toMatch(/^p:fh:/);
    expect(plainRows(result.accounts[1]!.rows)).toEqual([
      { line: 5, date: '2026-11-06', amountPence: 5710, description: 'Exchanged from GBP', balancePence: 5710 },
    ]);
  });

  it('Barclays: unquoted commas in the memo make ragged rows, joined back into the memo', () => {
    const result = parseFixture('barclays.csv');
    expect(result).toMatchObject({ layout: 'barclays', errors: [] });
    expect(result.accounts[0]!.accountHint).toEqual({ sortCode: '20-32-06', accountNumber: '13152170' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-11-05', amountPence: -4210, description: 'SAINSBURYS S/MKTS ON 04 NOV BCC' },
      { line: 3, date: '2026-11-05', amountPence: -750, description: 'COFFEE, CAKE & CO ON 04 NOV BCC' },
      { line: 4, date: '2026-11-06', amountPence: 120000, description: 'ACME LTD SALARY, NOV, 2026' },
      { line: 5, date: '2026-11-07', amountPence: -1500, description: 'PUREGYM DDR' },
    ]);
    expect(result.accounts[0]!.rows[2]!.raw.Memo).toBe('ACME LTD              SALARY, NOV, 2026');
  });

  it('Barclaycard: no header, worded dates, credit and debit columns last', () => {
    const result = parseFixture('barclaycard.csv');
    expect(result.layout).toBe('barclaycard');
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 1, date: '2026-11-12', amountPence: -2999, description: 'AMAZON MKTPLACE AMAZON.CO.UK' },
      { line: 2, date: '2026-11-14', amountPence: 15000, description: 'PAYMENT RECEIVED THANK YOU' },
      { line: 3, date: '2026-11-15', amountPence: -6120, description: 'SHELL GARAGE LONDON' },
    ]);
  });

  it('HSBC: no header, date, description, signed amount', () => {
    const result = parseFixture('hsbc.csv');
    expect(result.layout).toBe('hsbc');
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 1, date: '2026-11-10', amountPence: -1845, description: 'TESCO STORES 3297' },
      { line: 2, date: '2026-11-10', amountPence: -280, description: 'TFL TRAVEL CH' },
      { line: 3, date: '2026-11-11', amountPence: 2500, description: 'J SMITH REF DINNER' },
    ]);
  });

  it('Lloyds / Halifax / Bank of Scotland: split debit and credit, apostrophe sort code, negative balance', () => {
    const result = parseFixture('lloyds.csv');
    expect(result.layout).toBe('lloyds');
    expect(result.accounts[0]!.accountHint).toEqual({ sortCode: '30-91-74', accountNumber: '12345678' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-11-14', amountPence: -985, description: 'CO-OP GROUP 070412', typeCode: 'DEB', balancePence: 81240 },
      { line: 3, date: '2026-11-13', amountPence: 185000, description: 'ACME LTD SALARY NOV', typeCode: 'FPI', balancePence: 82225 },
      { line: 4, date: '2026-11-12', amountPence: -3800, description: 'THAMES WATER', typeCode: 'DD', balancePence: -102775 },
    ]);
  });

  it('NatWest / RBS / Ulster: spaces after commas, apostrophe-prefixed values, two accounts in one file', () => {
    const result = parseFixture('natwest.csv');
    expect(result).toMatchObject({ layout: 'natwest', errors: [] });
    expect(result.accounts.map((a) => a.accountHint)).toEqual([
      { name: 'SMITH J', sortCode: '60-01-23', accountNumber: '45678901' },
      { name: 'SMITH J SAVER', sortCode: '60-01-23', accountNumber: '98765432' },
    ]);
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 3, date: '2026-11-16', amountPence: -310, description: '4821 15NOV26 , GREGGS PLC , LONDON GB', typeCode: 'POS', balancePence: 50234 },
      { line: 4, date: '2026-11-16', amountPence: -2499, description: 'PURE GYM LTD', typeCode: 'D/D', balancePence: 50544 },
      { line: 5, date: '2026-11-17', amountPence: 150000, description: 'ACME LTD , SALARY', typeCode: 'BAC', balancePence: 200544 },
    ]);
    expect(plainRows(result.accounts[1]!.rows)).toEqual([
      { line: 6, date: '2026-11-17', amountPence: 10000, description: 'FROM A/C 45678901', typeCode: 'TFR', balancePence: 110000 },
    ]);
  });

  it('Nationwide: Windows-1252 bytes, preamble lines, worded months, £ signs, split paid out / paid in', () => {
    const result = parseFixture('nationwide.csv');
    expect(result.layout).toBe('nationwide');
    expect(result.accounts[0]!.accountHint).toEqual({ name: 'FlexAccount ****01234' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 6, date: '2026-11-05', amountPence: -645, description: 'MARKS&SPENCER CAFÉ', typeCode: 'Contactless Payment', balancePence: 119765 },
      { line: 7, date: '2026-11-06', amountPence: 125000, description: 'ACME LTD', typeCode: 'Bank credit ACME LTD', balancePence: 244765 },
      { line: 8, date: '2026-11-07', amountPence: -101000, description: 'BRITISH GAS', typeCode: 'Direct debit', balancePence: 143765 },
    ]);
  });

  it('Amex UK: positive is a charge, so signs flip; the reference is the id', () => {
    const result = parseFixture('amex.csv');
    expect(result.layout).toBe('amex');
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-11-18', amountPence: -5678, description: 'WAITROSE 123 LONDON', externalId: 'AT263220011000010101010' },
      { line: 3, date: '2026-11-19', amountPence: 20000, description: 'PAYMENT RECEIVED - THANK YOU', externalId: 'AT263230022000020202020' },
      { line: 4, date: '2026-11-20', amountPence: 1299, description: 'AMAZON.CO.UK REFUND', externalId: 'AT263240033000030303030' },
    ]);
  });

  it('Santander web "XLS": an HTML table with money in / out, the brought-forward line left out', () => {
    const result = parseFixture('santander-web.xls');
    expect(result).toMatchObject({ format: 'html-table', layout: 'generic-split', errors: [] });
    expect(result.skipped).toEqual([{ line: 5, reason: 'Left out: an opening or closing balance line', kind: 'summary' }]);
    expect(result.accounts[0]!.accountHint).toEqual({ sortCode: '12-34-56', accountNumber: '12345678' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 6, date: '2026-11-02', amountPence: -4500, description: 'DIRECT DEBIT PAYMENT TO SKY DIGITAL', balancePence: 45500 },
      { line: 7, date: '2026-11-03', amountPence: 102050, description: 'BILL PAYMENT FROM MR A SMITH & MRS B SMITH', balancePence: 147550 },
    ]);
  });

  it('Santander TXT: Windows-1252 blocks of Date / Description / Amount / Balance', () => {
    const result = parseFixture('santander.txt');
    expect(result).toMatchObject({ format: 'santander-txt', errors: [] });
    expect(result.accounts[0]!.accountHint).toEqual({ accountNumber: 'XXXX XXXX XXXX 4321' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 5, date: '2026-11-24', amountPence: -460, description: 'CARD PAYMENT TO CAFÉ ROMA,4.60 GBP, RATE 1.00/GBP ON 23-11-2026', balancePence: 99540 },
      { line: 10, date: '2026-11-23', amountPence: 10000, description: 'FASTER PAYMENTS RECEIPT REF.GIFT FROM A SMITH', balancePence: 100000 },
    ]);
  });

  it('generic 4-column: Date, Description, Money in, Money out; identical same-day rows both kept', () => {
    const result = parseFixture('generic-split.csv');
    expect(result.layout).toBe('generic-split');
    const rows = result.accounts[0]!.rows;
    expect(plainRows(rows)).toEqual([
      { line: 2, date: '2026-11-01', amountPence: 190000, description: 'Salary' },
      { line: 3, date: '2026-11-02', amountPence: -14000, description: 'Council Tax' },
      { line: 4, date: '2026-11-02', amountPence: -14000, description: 'Council Tax' },
    ]);
    expect(rows[1]!.key).not.toBe(rows[2]!.key);
  });

  it('generic 3-column: Date, Description, Amount, mm/dd decided by a later row', () => {
    const result = parseFixture('generic-signed-mdy.csv');
    expect(result.layout).toBe('generic-signed');
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-03-04', amountPence: -250, description: 'Coffee shop' },
      { line: 3, date: '2026-03-05', amountPence: -1200, description: 'Book shop' },
      { line: 4, date: '2026-03-21', amountPence: 100000, description: 'Employer' },
    ]);
  });

  it('names each unreadable row with its line and reason, and keeps the rest', () => {
    const result = parseFixture('bad-rows.csv');
    expect(result.errors).toEqual([
      { line: 3, reason: '"31/02/2026" is not a date' },
      { line: 4, reason: '"abc" is not an amount' },
      { line: 5, reason: 'The date is missing' },
    ]);
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2026-11-01', amountPence: -100, description: 'Good row' },
      { line: 6, date: '2026-11-03', amountPence: 450, description: 'Also good' },
    ]);
  });
});
