import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../../../src/server/modules/imports/formats';
import { lastImportDate, rowLimitProblem, withoutNul } from '../../../src/server/modules/imports/row-limits';

// The one check every imported row passes, whatever its format (issue 23 items 6 and 16).

const row = (over: Partial<StatementRow> = {}): StatementRow => ({
  line: 2,
  date: '2026-11-02',
  amountPence: -250,
  description: 'COFFEE',
  key: 'k1',
  raw: { Date: '2026-11-02' },
  ...over,
});
const TODAY = '2026-11-27';

describe('rowLimitProblem', () => {
  it('takes amounts and balances up to £99,999,999.99 either way, and refuses a penny more', () => {
    expect(rowLimitProblem(row({ amountPence: 9_999_999_999, balancePence: -9_999_999_999 }), TODAY)).toBe(null);
    expect(rowLimitProblem(row({ amountPence: -10_000_000_000 }), TODAY)).toMatch(/^The amount is larger/);
    expect(rowLimitProblem(row({ balancePence: 10_000_000_000 }), TODAY)).toMatch(/^The balance is larger/);
    expect(rowLimitProblem(row({ amountPence: Number.NaN }), TODAY)).toMatch(/^The amount is larger/);
  });

  it('takes dates from 1900 to the end of next year', () => {
    expect(lastImportDate(TODAY)).toBe('2027-12-31');
    expect(lastImportDate('2026-01-01')).toBe('2027-12-31');
    expect(rowLimitProblem(row({ date: '1900-01-01' }), TODAY)).toBe(null);
    expect(rowLimitProblem(row({ date: '2027-12-31' }), TODAY)).toBe(null);
    expect(rowLimitProblem(row({ date: '1899-12-31' }), TODAY)).toBe('The date is before 1900');
    expect(rowLimitProblem(row({ date: '2028-01-01' }), TODAY)).toBe('The date is after 2027-12-31: a statement cannot hold days that far ahead');
  });
});

describe('withoutNul', () => {
  it('takes every NUL out of the text a row stores, and leaves a clean row as it is', () => {
    const clean = row();
    expect(withoutNul(clean)).toBe(clean);
    const dirty = row({
      key: 'k\u00001',
      description: 'TE\u0000A',
      counterparty: '\u0000BOB',
      externalId: 'x\u0000',
      typeCode: 'D\u0000D',
      raw: { 'Na\u0000me': 'v\u0000\u0000' },
    });
    expect(withoutNul(dirty)).toEqual(row({ key: 'k1', description: 'TEA', counterparty: 'BOB', externalId: 'x', typeCode: 'DD', raw: { Name: 'v' } }));
  });
});
