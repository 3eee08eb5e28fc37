// Issue 24: NewDay's card statements (John Lewis Partnership Card) write dates with no year
// ('12 Nov'). The year comes from the statement: each row nearest the row before, so a run from
// December into January moves on a year; the newest date on or before the statement's date, or
// the day of the import. Every expected date below is worked out by hand in its comment.
import { describe, expect, it } from 'vitest';
import { parseDayMonth, statementDateIn, withYears } from '../../../src/server/modules/imports/formats/yearless-dates';
import { parseFixture, parseText, plainRows } from './support/fixtures';

const NEWDAY_HEADER = 'Date Processed,Description,Amount,';

describe('a NewDay file spanning December into January (john-lewis-card-no-year.csv, newest first)', () => {
  it('imported on 10 Jan 2026: January is 2026, December and November 2025', () => {
    // Newest row 05 Jan: 5 Jan 2026 is on or before 10 Jan 2026, so 2026. 02 Jan is 3 days
    // before it (2026); 30 Dec is 3 days before 2 Jan 2026 only in 2025 (the same year would put
    // it 362 days later); 15 Dec and 28 Nov follow in 2025.
    const result = parseFixture('john-lewis-card-no-year.csv', { today: '2026-01-10' });
    expect(result).toMatchObject({ layout: 'newday', errors: [] });
    expect(result.skipped).toEqual([{ line: 2, reason: 'Pending: import it again once your bank has completed it', kind: 'pending' }]);
    // Charges unsigned are money out; "+ £100.00",CR is money in.
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      { line: 3, date: '2026-01-05', amountPence: -6740, description: 'JOHN LEWIS 0123 OXFORD ST' },
      { line: 4, date: '2026-01-02', amountPence: -280, description: 'TFL TRAVEL CH' },
      { line: 5, date: '2025-12-30', amountPence: -1200, description: 'WAITROSE 0345 LONDON' },
      { line: 6, date: '2025-12-15', amountPence: 10000, description: 'PAYMENT RECEIVED - THANK YOU' },
      { line: 7, date: '2025-11-28', amountPence: -999, description: 'AMAZON.CO.UK*AB12C3DE4' },
    ]);
  });

  it('the same rows oldest first give the same dates', () => {
    const text = [
      NEWDAY_HEADER,
      '28 Nov,AMAZON.CO.UK*AB12C3DE4,£9.99,',
      '15 Dec,PAYMENT RECEIVED - THANK YOU,"+ £100.00",CR',
      '30 Dec,WAITROSE 0345 LONDON,£12.00,',
      '02 Jan,TFL TRAVEL CH,£2.80,',
      '05 Jan,JOHN LEWIS 0123 OXFORD ST,£67.40,',
    ].join('\n');
    const result = parseText(text, { today: '2026-01-10' });
    expect(result.accounts[0]!.rows.map((r) => r.date)).toEqual(['2025-11-28', '2025-12-15', '2025-12-30', '2026-01-02', '2026-01-05']);
  });

  it('imported on 3 Jan 2026, no date is in the future: 5 Jan is 2025, so December is 2024', () => {
    // 5 Jan 2026 would be after 3 Jan 2026: the newest row is 5 Jan 2025, 2 Jan 2025, and the
    // December and November rows before them 2024.
    const result = parseFixture('john-lewis-card-no-year.csv', { today: '2026-01-03' });
    expect(result.accounts[0]!.rows.map((r) => r.date)).toEqual(['2025-01-05', '2025-01-02', '2024-12-30', '2024-12-15', '2024-11-28']);
  });

  it('a statement date in the file wins over the day of the import', () => {
    // Statement date 20 Jan 2025, imported 27 Nov 2026: 5 Jan 2025 is on or before 20 Jan 2025,
    // so January is 2025 and December 2024.
    const text = ['Statement date,20/01/2025', NEWDAY_HEADER, '30 Dec,WAITROSE 0345 LONDON,£12.00,', '05 Jan,JOHN LEWIS 0123 OXFORD ST,£67.40,'].join('\n');
    const result = parseText(text, { today: '2026-11-27' });
    expect(result).toMatchObject({ layout: 'newday', errors: [] });
    expect(result.accounts[0]!.rows.map((r) => r.date)).toEqual(['2024-12-30', '2025-01-05']);
  });
});

describe('dates without a year, one by one', () => {
  it('reads a day and a worded month in the shapes banks write', () => {
    expect(parseDayMonth('12 Nov')).toEqual({ month: 11, day: 12 });
    expect(parseDayMonth('12-Nov')).toEqual({ month: 11, day: 12 });
    expect(parseDayMonth('1st December')).toEqual({ month: 12, day: 1 });
    expect(parseDayMonth('Nov 12')).toEqual({ month: 11, day: 12 });
    expect(parseDayMonth('29 Feb')).toEqual({ month: 2, day: 29 });
    // Not a day of any year, not a month, or a full date (read elsewhere).
    expect(parseDayMonth('30 Feb')).toBeNull();
    expect(parseDayMonth('32 Jan')).toBeNull();
    expect(parseDayMonth('12 Foo')).toBeNull();
    expect(parseDayMonth('12 Nov 2025')).toBeNull();
    expect(parseDayMonth('Pending')).toBeNull();
  });

  it('29 Feb takes a leap year when the run puts it in one, and is no date otherwise', () => {
    // Newest 1 Mar on or before 10 Mar 2024: 2024, a leap year, so 29 Feb 2024 exists.
    expect(
      withYears(
        [
          { month: 2, day: 29 },
          { month: 3, day: 1 },
        ],
        '2024-03-10',
      ),
    ).toEqual(['2024-02-29', '2024-03-01']);
    // Before 10 Mar 2025 the run is in 2025, which has no 29 Feb.
    expect(
      withYears(
        [
          { month: 2, day: 29 },
          { month: 3, day: 1 },
        ],
        '2025-03-10',
      ),
    ).toEqual([null, '2025-03-01']);
  });

  it('a run over more than one new year moves on each time', () => {
    // 10 Nov, 20 Dec, 15 Jan, then back to 10 Dec and on to 5 Jan (a file in no strict order):
    // 10 Dec is 36 days before 15 Jan 2025 but 329 days after it in 2025, so Dec 2024; 5 Jan is
    // 26 days after 10 Dec 2024, so Jan 2025. The newest, 15 Jan 2025, is on or before 1 Feb 2025.
    expect(
      withYears(
        [
          { month: 11, day: 10 },
          { month: 12, day: 20 },
          { month: 1, day: 15 },
          { month: 12, day: 10 },
          { month: 1, day: 5 },
        ],
        '2025-02-01',
      ),
    ).toEqual(['2024-11-10', '2024-12-20', '2025-01-15', '2024-12-10', '2025-01-05']);
  });

  it('finds a statement date before the header or after the rows, in its own cell or the next', () => {
    const records = (lines: string[][]) => lines.map((cells, i) => ({ line: i + 1, cells }));
    expect(
      statementDateIn(
        records([
          ['Statement date', '20 Jan 2026'],
          ['Date Processed', 'Description', 'Amount'],
        ]),
      ),
    ).toBe('2026-01-20');
    expect(statementDateIn(records([['Date Processed', 'Description', 'Amount'], ['Statement date: 20/01/2026']]))).toBe('2026-01-20');
    expect(
      statementDateIn(
        records([
          ['Date Processed', 'Description', 'Amount'],
          ['12 Nov', 'SHOP', '£1.00'],
        ]),
      ),
    ).toBeNull();
  });
});
