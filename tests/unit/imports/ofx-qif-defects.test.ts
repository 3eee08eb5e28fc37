// Issue 24 items 4, 5, 6, 8 and 9 and issue 23 item 15 (the OFX parts), each on a file written
// in the bank's own layout (tests/fixtures/imports); expected figures read off the files by hand.
import { describe, expect, it } from 'vitest';
import { parseStatement, REFUSALS } from '../../../src/server/modules/imports/formats';
import { fixtureBytes, parseFixture, plainRows } from './support/fixtures';

const OFX_HEAD = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n';

/** An OFX 1 bank statement of one transaction named `name` (raw SGML text). */
function ofxWithName(name: string): string {
  return (
    `${OFX_HEAD}<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP<BANKTRANLIST>\n` +
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261101<TRNAMT>-1.00<FITID>A<NAME>${name}\n</STMTTRN>\n` +
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n'
  );
}

function refusalOf(text: string | Buffer) {
  const result = parseStatement(typeof text === 'string' ? Buffer.from(text) : text);
  if (result.status !== 'refused') expect.fail(`expected a refusal, got ${result.status}`);
  return result;
}

describe("an OFX or QFX file's own balance (issue 24, item 4)", () => {
  it('LEDGERBAL is the balance the new account opens with, not AVAILBAL (which counts the overdraft)', () => {
    const result = parseFixture('balance.qfx');
    expect(result.format).toBe('qfx');
    // <LEDGERBAL><BALAMT>2311.85; <AVAILBAL> says 2811.85.
    expect(result.accounts[0]!.statedBalancePence).toBe(231185);
    expect(result.accounts[0]!.rows.map((r) => r.amountPence)).toEqual([-6420, -2345, 185000]);
  });

  it('AVAILBAL when the file has no LEDGERBAL; none when it has neither', () => {
    const withAvail = ofxWithName('X').replace('</BANKTRANLIST>', '</BANKTRANLIST><AVAILBAL><BALAMT>10.50<DTASOF>20261101</AVAILBAL>');
    const parsed = parseStatement(Buffer.from(withAvail));
    expect(parsed.status === 'parsed' && parsed.accounts[0]!.statedBalancePence).toBe(1050);
    const plain = parseStatement(Buffer.from(ofxWithName('X')));
    expect(plain.status === 'parsed' && 'statedBalancePence' in plain.accounts[0]!).toBe(false);
  });

  it('an OFX 2 credit card with a negative LEDGERBAL (money owed)', () => {
    expect(parseFixture('cdata.ofx').accounts[0]!.statedBalancePence).toBe(-125);
  });
});

describe('QIF two-digit years (issue 24, item 5)', () => {
  it("D6/ 1/94 is 1 June 1994, 12/31/99 is 1999, and Quicken's 1/ 5'01 is 2001", () => {
    const result = parseFixture('quicken-1994.qif');
    expect(result.accounts[0]!.rows.map((r) => [r.date, r.amountPence, r.description])).toEqual([
      ['1994-06-01', -2500, 'GAS BOARD'],
      ['1999-12-31', -1000, 'MILLENNIUM PARTY'],
      ['2001-01-05', 10000, 'SALARY'],
    ]);
  });
});

describe('OFX CDATA and doubly escaped names (issue 24, items 6 and 9)', () => {
  it('a CDATA payee is kept as written; &amp;amp; and &amp;lt; read as & and <', () => {
    const result = parseFixture('cdata.ofx');
    expect(result.errors).toEqual([]);
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      {
        line: 21,
        date: '2026-11-04',
        amountPence: -1299,
        description: 'M&S SIMPLY FOOD <LEEDS> CARD PAYMENT',
        counterparty: 'M&S SIMPLY FOOD <LEEDS>',
        externalId: 'NW-0001',
      },
      {
        line: 29,
        date: '2026-11-05',
        amountPence: -450,
        description: 'PRET A MANGER & CO <CONTACTLESS>',
        counterparty: 'PRET A MANGER & CO',
        externalId: 'NW-0002',
      },
    ]);
  });
});

describe('Santander QIF payees (issue 24, item 9)', () => {
  it('&amp; is &, and the balance Santander writes after the last comma is not part of the payee', () => {
    const result = parseFixture('santander.qif');
    expect(plainRows(result.accounts[0]!.rows)).toEqual([
      {
        line: 2,
        date: '2026-11-01',
        amountPence: -1250,
        description: 'CARD PAYMENT TO M&S SIMPLY FOOD ON 30-10-2026',
        counterparty: 'CARD PAYMENT TO M&S SIMPLY FOOD ON 30-10-2026',
      },
      {
        line: 6,
        date: '2026-11-02',
        amountPence: -4500,
        description: 'DIRECT DEBIT PAYMENT TO B&Q PLC REF 0042',
        counterparty: 'DIRECT DEBIT PAYMENT TO B&Q PLC REF 0042',
      },
      {
        line: 10,
        date: '2026-11-03',
        amountPence: 120000,
        description: 'BILL PAYMENT FROM MR A SMITH & MRS B SMITH',
        counterparty: 'BILL PAYMENT FROM MR A SMITH & MRS B SMITH',
      },
    ]);
    // The file's own text stays in raw.
    expect(result.accounts[0]!.rows[0]!.raw.P).toBe('CARD PAYMENT TO M&amp;S SIMPLY FOOD ON 30-10-2026, 1080.00');
  });

  it('a payee ending in a comma and a thousands-grouped number is left alone', () => {
    const text = '!Type:Bank\nD01/11/2026\nT-1.00\nPSHOP, 1,080.00\n^\n';
    const result = parseStatement(Buffer.from(text));
    expect(result.status === 'parsed' && result.accounts[0]!.rows[0]!.counterparty).toBe('SHOP, 1,080.00');
  });
});

describe('files that are not statements say what they are (issue 24, item 8)', () => {
  it('an OFX investment statement', () => {
    expect(refusalOf(fixtureBytes('investment.ofx'))).toMatchObject({ code: 'investment', message: REFUSALS.investment });
    expect(REFUSALS.investment).toMatch(
      /^This is an investment statement \(holdings and trades\), which we do not read\. We read the transactions of current accounts/,
    );
  });

  it('a QIF investment account (!Type:Invst)', () => {
    expect(refusalOf(fixtureBytes('investment.qif'))).toMatchObject({ code: 'investment' });
  });

  it("a bank's error response (<CODE>2000) quotes the bank's message", () => {
    expect(refusalOf(fixtureBytes('bank-error.ofx'))).toEqual({
      status: 'refused',
      code: 'bank-error',
      message:
        'This file is an error message from your bank, not a statement (OFX code 2000: "General error: the statement could not be produced"). Download your transactions again; if the same error comes back, choose a shorter date range or ask your bank.',
    });
  });

  it('an SGML file that is not OFX is refused, not offered for column mapping', () => {
    expect(refusalOf(fixtureBytes('statement.sgml'))).toMatchObject({ code: 'markup', message: REFUSALS.markup });
    expect(refusalOf('<?xml version="1.0"?><Document><BkToCstmrStmt/></Document>')).toMatchObject({ code: 'markup' });
  });
});

describe('OFX a bank never writes is refused with a reason, never a crash (issue 23, item 15)', () => {
  it.each([
    ['&#0;', 'This OFX file has "&#0;" on line 6, which stands for no character.'],
    ['&#xD800;', 'This OFX file has "&#xD800;" on line 6, which stands for no character.'],
    ['&#99999999;', 'This OFX file has "&#99999999;" on line 6, which stands for no character.'],
    ['&#1234567890123;', 'This OFX file has "&#1234567890123;" on line 6, which stands for no character.'],
    [`&#${'9'.repeat(40)};`, `This OFX file has "&#${'9'.repeat(18)}...;" on line 6, which stands for no character.`],
  ])('%s in a name', (reference, start) => {
    const refusal = refusalOf(ofxWithName(`SHOP ${reference}`));
    expect(refusal.code).toBe('damaged');
    expect(refusal.message).toBe(`${start} The file may be damaged: download it again from your bank.`);
  });

  it('&#163; and &#xA3; are £: good references still read', () => {
    const result = parseStatement(Buffer.from(ofxWithName('&#163;5 &#xA3;6 &pound;7')));
    expect(result.status === 'parsed' && result.accounts[0]!.rows[0]!.counterparty).toBe('£5 £6 £7');
  });

  it('nested 50,000 deep', () => {
    let text = `${OFX_HEAD}<OFX>\n`;
    for (let i = 0; i < 50_000; i++) text += `<A${i}>`;
    const refusal = refusalOf(text);
    expect(refusal).toMatchObject({ code: 'damaged' });
    expect(refusal.message).toBe(
      "This OFX file nests its parts more than 200 deep (line 6); a bank's file nests about ten. The file may be damaged: download it again from your bank.",
    );
  });

  it('unclosed STMTTRN aggregates are closed by the next one, not nested', () => {
    let text = `${OFX_HEAD}<OFX><STMTRS><BANKTRANLIST>\n`;
    for (let i = 0; i < 1000; i++) text += `<STMTTRN><DTPOSTED>20261101<TRNAMT>-1.00<FITID>F${i}<NAME>N\n`;
    const result = parseStatement(Buffer.from(text));
    expect(result.status === 'parsed' && result.accounts[0]!.rows.length).toBe(1000);
  });
});
