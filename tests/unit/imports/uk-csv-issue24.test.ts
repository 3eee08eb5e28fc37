// Issue 24's CSV defects, each on a fixture in the bank's real layout (invented people and
// amounts). Expected figures are read off the fixture by hand: pence, money out negative.
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../../src/server/modules/imports/formats';
import { amountToPence, statedDirection } from '../../../src/server/modules/imports/formats/amounts';
import { layoutAccount } from '../../../src/server/modules/imports/formats/csv-layouts';
import { parseDate } from '../../../src/server/modules/imports/formats/dates';
import { suggestMapping } from '../../../src/server/modules/imports/formats/suggest-mapping';
import { choiceFrom, mappingFrom } from '../../../src/client/features/imports/mapping-choice';
import { columnMapping } from '../../../src/shared/schemas/imports';
import { fixtureBytes, parseFixture, parseText, plainRows } from './support/fixtures';

describe('UK midata CSV', () => {
  it('is recognised: "-£52.00" is money out, "+£5.00" money in, the overdraft-limit trailer left out as a summary line', () => {
    const result = parseFixture('midata.csv');
    expect(result).toMatchObject({ format: 'csv', layout: 'midata', errors: [] });
    expect(result.skipped).toEqual([{ line: 7, reason: 'Left out: "Arranged Overdraft Limit" is a summary line, not a transaction', kind: 'summary' }]);
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2025-08-18', amountPence: -5200, description: 'TESCO STORES 2041', typeCode: 'DEB', balancePence: 124830 },
      { line: 3, date: '2025-08-19', amountPence: 500, description: 'J SMITH REFUND', typeCode: 'FPI', balancePence: 125330 },
      { line: 4, date: '2025-08-19', amountPence: -6450, description: 'OCTOPUS ENERGY', typeCode: 'DD', balancePence: 118880 },
      { line: 5, date: '2025-08-20', amountPence: 185000, description: 'ACME PAYROLL LTD', typeCode: 'BGC', balancePence: 303880 },
    ]);
  });

  it('the suggested mapping reads a column named for both directions as one signed amount, never as money in', () => {
    expect(suggestMapping(['Date', 'Type', 'Merchant/Description', 'Debit/Credit', 'Balance'])).toEqual({
      header: ['Date', 'Type', 'Merchant/Description', 'Debit/Credit', 'Balance'],
      date: 0,
      description: 2,
      amount: 3,
      balance: 4,
    });
    expect(suggestMapping(['When', 'Details', 'Paid in/out'])).toEqual({ header: ['When', 'Details', 'Paid in/out'], date: 0, description: 1, amount: 2 });
    // Real split columns are still split.
    expect(suggestMapping(['Date', 'Narrative', 'Debit', 'Credit'])).toMatchObject({ moneyIn: 3, moneyOut: 2 });
  });
});

describe('a card statement with a CR column (John Lewis Partnership Card, NewDay)', () => {
  it('charges are money out, "+ £1,100.00" and CR money in, the pending rows at the top left out and counted as pending', () => {
    const result = parseFixture('john-lewis-card.csv');
    expect(result).toMatchObject({ format: 'csv', layout: 'newday', errors: [] });
    const pending = 'Pending: import it again once your bank has completed it';
    expect(result.skipped).toEqual([
      { line: 2, reason: pending, kind: 'pending' },
      { line: 3, reason: pending, kind: 'pending' },
      { line: 4, reason: pending, kind: 'pending' },
    ]);
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 5, date: '2025-11-14', amountPence: -6740, description: 'JOHN LEWIS 0123 OXFORD ST' },
      { line: 6, date: '2025-11-12', amountPence: -124900, description: 'WWW.JOHNLEWIS.COM' },
      { line: 7, date: '2025-11-05', amountPence: 110000, description: 'PAYMENT RECEIVED - THANK YOU' },
      { line: 8, date: '2025-11-01', amountPence: 850, description: 'WAITROSE 0345 REFUND' },
    ]);
    expect(layoutAccount('newday')).toEqual({ bank: null, card: true });
  });

  it('a mapping with "positive amounts are money out" keeps a repayment the cell marks "+" or CR as money in', () => {
    const text = 'When,Details,Charge\n05/11/2025,PAYMENT RECEIVED,"+ £1,100.00"\n06/11/2025,BOOKSHOP,£5.00\n07/11/2025,REFUND,2.50CR\n08/11/2025,FEE,1.00DR\n';
    const mapping = { header: ['When', 'Details', 'Charge'], date: 0, description: 1, amount: 2, invertSigns: true };
    const result = parseText(text, { mapping });
    expect(result.accounts[0]!.rows.map((r) => r.amountPence)).toEqual([110000, -500, 250, -100]);
  });
});

describe('a CR / DR column chosen in the mapping step', () => {
  const text = 'Posted,Details,Amount,CR/DR\n05/11/2025,PAYMENT RECEIVED,"1,100.00",CR\n06/11/2025,BOOKSHOP,5.00,\n07/11/2025,FEE,1.00,DR\n';
  const header = ['Posted', 'Details', 'Amount', 'CR/DR'];

  it('is suggested from its name, goes through the client and the shared schema, and decides each sign', () => {
    const suggestion = suggestMapping(header);
    expect(suggestion).toEqual({ header, date: 0, description: 1, amount: 2, marker: 3 });
    const sent = mappingFrom({ headerLine: 1, header }, choiceFrom(suggestion), true);
    expect(columnMapping.parse(sent)).toEqual({ header, date: 0, description: 1, amount: 2, marker: 3, invertSigns: true });
    const result = parseText(text, { mapping: sent! });
    // CR is money in; the unmarked charge is flipped to money out; DR is money out.
    expect(result.accounts[0]!.rows.map((r) => r.amountPence)).toEqual([110000, -500, -100]);
  });
});

describe("Monzo's older export", () => {
  it('imports: lower-case names, pounds, ids, and each instant on its London day', () => {
    const result = parseFixture('monzo-legacy.csv');
    expect(result).toMatchObject({ layout: 'monzo-legacy', errors: [], skipped: [] });
    expect(result.accounts[0]!.accountHint).toEqual({ currency: 'GBP' });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2018-02-25', amountPence: -435, description: 'PRET A MANGER', externalId: 'tx_00009AbCdEfGh1' },
      { line: 3, date: '2018-02-26', amountPence: 25000, description: 'JANE DOE', externalId: 'tx_00009AbCdEfGh2' },
      // 23:30 UTC on 25 June is 00:30 on 26 June in London (BST); no description, so the note.
      { line: 4, date: '2018-06-26', amountPence: -1250, description: 'Late shop', externalId: 'tx_00009AbCdEfGh3' },
    ]);
    expect(result.accounts[0]!.rows.map((r) => r.key)).toEqual(['id:tx_00009AbCdEfGh1', 'id:tx_00009AbCdEfGh2', 'id:tx_00009AbCdEfGh3']);
    expect(layoutAccount('monzo-legacy')).toEqual({ bank: 'Monzo', card: false });
  });
});

describe('lines that are not transactions', () => {
  it('a description running on to the next line is left out as a continuation, not reported as unreadable', () => {
    const result = parseText('Date,Description,Amount\n01/11/2026,CARD PAYMENT TO TESCO,-5.00\n,ON 31-10-2026 CARD 1234,\n02/11/2026,BUS,-1.80\n');
    expect(result.errors).toEqual([]);
    expect(result.skipped).toEqual([{ line: 3, reason: 'Left out: it continues the description of the row above', kind: 'continuation' }]);
    expect(result.accounts[0]!.rows.map((r) => r.amountPence)).toEqual([-500, -180]);
  });

  it('a row without a date but with an amount is still a row that could not be read', () => {
    const result = parseText('Date,Description,Amount\n01/11/2026,A,-5.00\n,B,-3.00\n');
    expect(result.errors).toEqual([{ line: 3, reason: 'The date is missing' }]);
    expect(result.skipped).toEqual([]);
  });

  it('a file none of whose rows can be read is parsed with every line and reason, not refused', () => {
    const result = parseStatement(fixtureBytes('no-readable-rows.csv'));
    expect(result).toEqual({
      status: 'parsed',
      format: 'csv',
      layout: 'generic-signed',
      accounts: [],
      errors: [
        { line: 2, reason: '"31/02/2026" is not a date' },
        { line: 3, reason: '"abc" is not an amount' },
      ],
      skipped: [],
    });
  });
});

describe('decimal commas and year-first dates with points', () => {
  it('reads a semicolon file with "-12,50", "1.234,56" and 2025.11.03', () => {
    const result = parseFixture('decimal-comma.csv');
    expect(result).toMatchObject({ layout: 'generic-signed', errors: [] });
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 2, date: '2025-11-03', amountPence: -1250, description: 'BAKERY LONDON', balancePence: 148750 },
      { line: 3, date: '2025-11-04', amountPence: 123456, description: 'SALARY ACME LTD', balancePence: 272206 },
      { line: 4, date: '2025-11-05', amountPence: -350, description: 'CORNER SHOP', balancePence: 271856 },
    ]);
  });

  it.each([
    ['12,50', 1250],
    ['-12,5', -1250],
    ['1.234,56', 123456],
    ['£1.234,56', 123456],
    // Three digits after a comma are thousands, as before.
    ['1,234', 123400],
    ['1,234.50', 123450],
    ['12,345', 1234500],
    ['1.23,45', null],
  ])('amountToPence(%j) is %j', (text, pence) => {
    expect(amountToPence(text)).toBe(pence);
  });

  it.each([
    ['+ £1,100.00', 'in'],
    ['+£5.00', 'in'],
    ['12.50CR', 'in'],
    ['12.50 DR', 'out'],
    ['£67.40', null],
    ['-£52.00', null],
  ])('statedDirection(%j) is %j', (text, direction) => {
    expect(statedDirection(text)).toBe(direction);
  });

  it.each([
    ['2025.11.05', '2025-11-05'],
    ['2025/11/05', '2025-11-05'],
    ['2025.11-05', null],
    ['2018-02-25 12:34:56 +0000', '2018-02-25'],
    ['2018-06-25 23:30:00 +0000', '2018-06-26'],
    ['2018-01-10T23:30:00-05:00', '2018-01-11'],
    ['2018-01-10T23:30:00Z', '2018-01-10'],
    ['2026-11-05 10:12:00', '2026-11-05'],
  ])('parseDate(%j) is %j', (text, day) => {
    expect(parseDate(text)).toBe(day);
  });
});
