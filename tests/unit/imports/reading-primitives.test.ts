// The small readers every layout relies on: bytes to text, CSV records, dates, amounts.
import { describe, expect, it } from 'vitest';
import { amountToPence, isBlankAmount } from '../../../src/server/modules/imports/formats/amounts';
import { readCsv } from '../../../src/server/modules/imports/formats/csv';
import { decideDayMonthOrder, parseDate, parseOfxDate } from '../../../src/server/modules/imports/formats/dates';
import { decodeText } from '../../../src/server/modules/imports/formats/decode';
import { fixtureBytes } from './support/fixtures';

describe('decodeText', () => {
  it('reads Windows-1252 when the bytes are not valid UTF-8 (0xA3 is £, 0xE9 is é)', () => {
    const bytes = Buffer.from([0x22, 0xa3, 0x31, 0x2e, 0x30, 0x30, 0x22, 0x2c, 0x43, 0x41, 0x46, 0xc9]);
    expect(decodeText(bytes)).toEqual({ text: '"£1.00",CAFÉ', encoding: 'windows-1252' });
  });

  it('reads 0x80 as the euro sign in Windows-1252, not a control character', () => {
    expect(decodeText(Buffer.from([0x80, 0x35])).text).toBe('€5');
  });

  it('reads UTF-8 with and without a BOM, dropping the BOM', () => {
    expect(decodeText(Buffer.from('\uFEFFDate,£', 'utf8'))).toEqual({ text: 'Date,£', encoding: 'utf-8' });
    expect(decodeText(Buffer.from('Date,£', 'utf8'))).toEqual({ text: 'Date,£', encoding: 'utf-8' });
  });

  it('reads UTF-16 little-endian with its BOM', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Date,£5', 'utf16le')]);
    expect(decodeText(bytes)).toEqual({ text: 'Date,£5', encoding: 'utf-16le' });
  });

  it('the Nationwide fixture really is Windows-1252 bytes', () => {
    const bytes = fixtureBytes('nationwide.csv');
    expect(bytes.includes(0xa3)).toBe(true);
    expect(decodeText(bytes).encoding).toBe('windows-1252');
  });
});

describe('readCsv', () => {
  it('keeps quoted commas, doubled quotes and newlines inside quotes, and each record start line', () => {
    const text = 'a,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\n\nlast,row';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
      { line: 6, cells: ['last', 'row'] },
    ]);
  });

  it('treats spaces before an opening quote as outside the cell (NatWest)', () => {
    expect(readCsv('1, "a, b", c')).toEqual([{ line: 1, cells: ['1', 'a, b', ' c'] }]);
  });

  it('keeps ragged rows as they are', () => {
    expect(readCsv('a,b,c\n1,2\n1,2,3,4')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: ['1', '2', '3', '4'] },
    ]);
  });

  it('counts lone CR line ends', () => {
    expect(readCsv('a\rb\rc').map((r) => r.line)).toEqual([1, 2, 3]);
  });
});

describe('dates', () => {
  it.each([
    ['05/11/2026', 'dmy', '2026-11-05'],
    ['5/1/26', 'dmy', '2026-01-05'],
    ['05-11-2026', 'dmy', '2026-11-05'],
    ['05.11.2026', 'dmy', '2026-11-05'],
    ['11/05/2026', 'mdy', '2026-11-05'],
    ['2026-11-05', 'dmy', '2026-11-05'],
    ['2026-11-05 10:12:00', 'mdy', '2026-11-05'],
    ['2026-11-05T10:12:00Z', 'dmy', '2026-11-05'],
    ['05 Nov 2026', 'mdy', '2026-11-05'],
    ['5 November 2026', 'dmy', '2026-11-05'],
    ['05-Nov-26', 'dmy', '2026-11-05'],
    ['12 Sept 2026', 'dmy', '2026-09-12'],
    ['Nov 5, 2026', 'dmy', '2026-11-05'],
    ['29/02/2028', 'dmy', '2028-02-29'],
  ] as const)('%s (%s) -> %s', (text, order, expected) => {
    expect(parseDate(text, order)).toBe(expected);
  });

  it.each(['31/02/2026', '29/02/2026', '32/01/2026', '13/13/2026', 'yesterday', '', '05 Foo 2026'])('%s is not a date', (text) => {
    expect(parseDate(text, 'dmy')).toBeNull();
  });

  it('decides dd/mm versus mm/dd from all the dates, not the first', () => {
    expect(decideDayMonthOrder(['01/02/2026', '03/04/2026', '03/21/2026'])).toBe('mdy');
    expect(decideDayMonthOrder(['01/02/2026', '03/04/2026', '21/03/2026'])).toBe('dmy');
  });

  it('falls back to the UK order when no date tells, or when the file contradicts itself', () => {
    expect(decideDayMonthOrder(['01/02/2026', '03/04/2026'])).toBe('dmy');
    expect(decideDayMonthOrder(['13/01/2026', '01/13/2026'])).toBe('dmy');
    expect(decideDayMonthOrder(['2026-01-13', '05 Nov 2026'])).toBe('dmy');
  });

  it('reads OFX dates with a time and zone, keeping the calendar day', () => {
    expect(parseOfxDate('20261103')).toBe('2026-11-03');
    expect(parseOfxDate('20261103235959.000[-5:EST]')).toBe('2026-11-03');
    expect(parseOfxDate('2026110')).toBeNull();
  });
});

describe('amountToPence', () => {
  it.each([
    ['12.34', 1234],
    ['-12.34', -1234],
    ['+5', 500],
    ['0.5', 50],
    ['1,234.56', 123456],
    ['£1,234.56', 123456],
    ['-£6.45', -645],
    ['£-6.45', -645],
    ["'-24.99", -2499],
    ['(12.50)', -1250],
    ['12.50 DR', -1250],
    ['12.50CR', 1250],
    ['12.50-', -1250],
    ['\u221212.50', -1250],
    ['12.50 GBP', 1250],
    ['12.500', 1250],
    ['-0.00', 0],
  ])('%s -> %i', (text, pence) => {
    expect(amountToPence(text)).toBe(pence);
  });

  it.each(['', 'abc', '12.345', '1,23.00', '1.2.3', '£', '12 34'])('%s is not an amount', (text) => {
    expect(amountToPence(text)).toBeNull();
  });

  it('counts empty, £ alone and a dash as a blank side of a split column', () => {
    expect([isBlankAmount(''), isBlankAmount(' £ '), isBlankAmount('-'), isBlankAmount('0.00')]).toEqual([true, true, true, false]);
  });
});
