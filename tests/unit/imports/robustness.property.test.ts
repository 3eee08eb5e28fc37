// Whatever a person uploads, parsing answers with a result, never an exception: a crash
// would lose the line-by-line reasons the import screen shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStatement, parseStatementInTurns } from '../../../src/server/modules/imports/formats';

const pieces = fc.constantFrom(
  'Date,Description,Amount\n',
  'Transaction ID,Date,Name,Amount\n',
  '01/11/2026,',
  '13/13/2026,',
  '"',
  '""',
  ',',
  '\n',
  '\r\n',
  "'",
  '£',
  '-12.50',
  '(3.00)',
  'OFXHEADER:100\n',
  '<OFX>',
  '<STMTTRN>',
  '<TRNAMT>',
  '<DTPOSTED>20261101',
  '</STMTTRN>',
  '!Type:Bank\n',
  'D01/11/2026\n',
  'T-1.00\n',
  '^\n',
  'From: 01/11/2026\n',
  'Amount: 1\n',
  '<table><tr><td>',
  'x',
);

describe('parseStatement never throws', () => {
  it('on text made of format fragments', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        const result = parseStatement(Buffer.from(parts.join('')));
        expect(['parsed', 'needs-mapping', 'refused']).toContain(result.status);
        // Every row that does come out is a real calendar day and whole pence.
        for (const row of result.status === 'parsed' ? result.accounts.flatMap((a) => a.rows) : []) {
          expect(row.date).toMatch(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
          expect(Number.isSafeInteger(row.amountPence)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        expect(['parsed', 'needs-mapping', 'refused']).toContain(parseStatement(bytes).status);
      }),
      { numRuns: 300 },
    );
  });

  it('on OFX, QIF and HTML made of awkward fragments; read in turns or in one go, the same answer', async () => {
    const markup = fc.constantFrom(
      'OFXHEADER:100\n\n<OFX>',
      '<STMTRS>',
      '</STMTRS>',
      '<STMTTRN>',
      '</STMTTRN>',
      '<NAME>',
      '</NAME>',
      '<TRNAMT>-1.00',
      '<DTPOSTED>20261101',
      '<LEDGERBAL><BALAMT>1.00</LEDGERBAL>',
      '<![CDATA[a<b]]>',
      '<![CDATA[',
      '<!-- x',
      '&amp;',
      '&amp;lt;',
      '&#0;',
      '&#x41;',
      '<',
      '>',
      '</X>',
      '<INVSTMTRS>',
      '<STATUS><CODE>2000',
      '!Type:Bank\n',
      '!Type:Invst\n',
      'PM&amp;S, 10.00\n',
      'D6/ 1/94\n',
      '^\n',
      '<table><tr><td>',
      '</td>',
      '</tr>',
      '\n',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(markup, { maxLength: 60 }), async (parts) => {
        const bytes = Buffer.from(parts.join(''));
        const once = parseStatement(bytes);
        expect(['parsed', 'needs-mapping', 'refused']).toContain(once.status);
        expect(await parseStatementInTurns(bytes, {}, async () => {})).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});
