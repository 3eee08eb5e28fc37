// Detection from content, and the refusals that tell a person what to download instead.
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../../src/server/modules/imports/formats';
import { detectFormat, MAX_FILE_BYTES } from '../../../src/server/modules/imports/formats/detect';
import { fixtureBytes, parseText } from './support/fixtures';

const refusal = (bytes: Uint8Array, fileName?: string) => {
  const result = parseStatement(bytes, { fileName });
  if (result.status !== 'refused') expect.fail(`expected a refusal, got ${result.status}`);
  return result;
};

describe('refusals', () => {
  it('an empty file, or one of only blank lines', () => {
    expect(refusal(new Uint8Array()).code).toBe('empty');
    expect(refusal(Buffer.from('\r\n \n')).code).toBe('empty');
    expect(refusal(new Uint8Array()).message).toMatch(/empty.*CSV, OFX, QFX or QIF/);
  });

  it('a file with a header and no transactions, or an OFX statement with none', () => {
    const csv = refusal(Buffer.from('Date,Description,Amount\r\n'));
    expect(csv.code).toBe('no-transactions');
    expect(csv.message).toMatch(/no transactions.*Check the dates/);
    const ofx = '<OFX><STMTRS><CURDEF>GBP<BANKTRANLIST></BANKTRANLIST></STMTRS></OFX>';
    expect(refusal(Buffer.from(ofx)).code).toBe('no-transactions');
  });

  it('an .xlsx spreadsheet (a PK zip) and an old binary .xls, whatever the name says', () => {
    const xlsx = refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), 'statement.csv');
    expect(xlsx.code).toBe('spreadsheet');
    expect(xlsx.message).toMatch(/Excel spreadsheet.*choose CSV.*save it as CSV/);
    expect(refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1])).code).toBe('spreadsheet');
  });

  it('a PDF statement', () => {
    const pdf = refusal(Buffer.from('%PDF-1.7\n%âãÏÓ\n'));
    expect(pdf.code).toBe('pdf');
    expect(pdf.message).toMatch(/PDF statement.*"Download transactions" and choose CSV, OFX, QFX or QIF/);
  });

  it('a file over 10 MB, before reading it', () => {
    const big = refusal(new Uint8Array(MAX_FILE_BYTES + 1));
    expect(big.code).toBe('too-large');
    expect(big.message).toMatch(/larger than 10 MB.*shorter date range/);
  });

  it('exactly 10 MB is allowed through to parsing', () => {
    const text = 'Date,Description,Amount\n01/11/2026,X,1.00\n';
    const bytes = Buffer.alloc(MAX_FILE_BYTES, ' ');
    bytes.write(text);
    expect(parseStatement(bytes).status).toBe('parsed');
  });

  it('more than 100,000 rows, while 100,000 are read', { timeout: 60_000 }, () => {
    const file = (rows: number) => Buffer.from('Date,Description,Amount\n' + '01/11/2026,Coffee,-1.00\n'.repeat(rows));
    const tooMany = refusal(file(100_001));
    expect(tooMany.code).toBe('too-many-rows');
    expect(tooMany.message).toMatch(/more than 100,000 transactions/);
    const result = parseStatement(file(100_000));
    expect(result.status === 'parsed' && result.accounts[0]!.rows.length).toBe(100_000);
  });

  it('binary content that is no known format', () => {
    expect(refusal(Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00])).code).toBe('unreadable');
  });
});

describe('detectFormat', () => {
  it.each([
    ['sgml.ofx', 'ofx'],
    ['xml.ofx', 'ofx'],
    ['bank.qfx', 'qfx'],
    ['bank.qif', 'qif'],
    ['santander.txt', 'santander-txt'],
    ['santander-web.xls', 'html-table'],
    ['monzo.csv', 'csv'],
    ['nationwide.csv', 'csv'],
  ])('%s is %s', (name, format) => {
    const detection = detectFormat(fixtureBytes(name));
    expect(detection.status === 'detected' && detection.format).toBe(format);
  });

  it('finds a layout by its column names in any order, case and spacing', () => {
    const result = parseText('  amount ,DESCRIPTION,date\n-1.00,Coffee,01/11/2026\n');
    expect(result.layout).toBe('generic-signed');
    expect(result.accounts[0]!.rows[0]).toMatchObject({ date: '2026-11-01', amountPence: -100, description: 'Coffee' });
  });

  it('reads semicolon-separated generic files', () => {
    const result = parseText('Date;Description;Amount\n01/11/2026;Coffee;-1.00\n');
    expect(result.accounts[0]!.rows[0]).toMatchObject({ amountPence: -100, description: 'Coffee' });
  });

  it('an unknown layout asks for a mapping, with the header and first rows', () => {
    const result = parseStatement(fixtureBytes('unknown-layout.csv'));
    expect(result).toEqual({
      status: 'needs-mapping',
      format: 'csv',
      unknownLayout: {
        headerLine: 1,
        header: ['Posted On', 'Narrative', 'Debit', 'Credit', 'Running Total'],
        sampleRows: [
          { line: 2, cells: ['21/11/2026', 'GREGGS', '3.20', '', '100.00'] },
          { line: 3, cells: ['22/11/2026', 'REFUND SHOP', '', '5.00', '105.00'] },
        ],
        suggestion: {
          header: ['Posted On', 'Narrative', 'Debit', 'Credit', 'Running Total'],
          date: 0,
          description: 1,
          moneyOut: 2,
          moneyIn: 3,
          balance: 4,
        },
      },
    });
  });

  it('an unknown header-less file says it has no header', () => {
    const result = parseStatement(Buffer.from('21/11/2026,GREGGS,x,3.20,y\n22/11/2026,SHOP,x,5.00,y\n'));
    expect(result).toMatchObject({ status: 'needs-mapping', unknownLayout: { headerLine: null, header: [] } });
  });
});

describe('unknown layouts with a preamble', () => {
  it('the header is the first row as wide as the data, not a two-cell preamble line', () => {
    const text = '"Account:","Joint ****1234"\n"Balance:","£10.00"\n\nWhen,What,Out,In,Left\n01/11/2026,A,1.00,,9.00\n02/11/2026,B,,2.00,11.00\n';
    const result = parseStatement(Buffer.from(text));
    expect(result).toMatchObject({
      status: 'needs-mapping',
      unknownLayout: {
        headerLine: 4,
        header: ['When', 'What', 'Out', 'In', 'Left'],
        sampleRows: [
          { line: 5, cells: ['01/11/2026', 'A', '1.00', '', '9.00'] },
          { line: 6, cells: ['02/11/2026', 'B', '', '2.00', '11.00'] },
        ],
      },
    });
  });
});
