// OFX files through the real HTTP API (issue 23 item 15, issue 24 item 4, issue 23 item 2):
// a file no bank writes is answered with a reason (preview: refused; confirm: 400), never a
// 500; an OFX file's own balance opens the new account; a long description is cut to 500
// characters, the file's whole cell kept in raw data.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url));
const newAccount = { name: 'Current', institution: 'Nationwide', type: 'current' as const };

let t: TestApp;
let user: { client: ApiClient; userId: string };
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
  user = await signedInUser(t, 'ofx-files');
});
afterAll(() => t?.close());

/** An OFX 1 statement of one transaction whose NAME is `name` (raw SGML). */
function ofxWithName(name: string): string {
  return (
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP<BANKTRANLIST>\n' +
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261101<TRNAMT>-1.00<FITID>A<NAME>${name}\n</STMTTRN>\n` +
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n'
  );
}

describe('OFX a bank never writes', () => {
  const deep = `OFXHEADER:100\n\n<OFX>\n${Array.from({ length: 50_000 }, (_, i) => `<A${i}>`).join('')}`;
  it.each([
    ['&#0;', ofxWithName('SHOP &#0;'), 'This OFX file has "&#0;" on line 6, which stands for no character.'],
    ['&#xD800;', ofxWithName('SHOP &#xD800;'), 'This OFX file has "&#xD800;" on line 6, which stands for no character.'],
    ['&#99999999;', ofxWithName('SHOP &#99999999;'), 'This OFX file has "&#99999999;" on line 6, which stands for no character.'],
    ['nesting 50,000 deep', deep, "This OFX file nests its parts more than 200 deep (line 4); a bank's file nests about ten."],
  ])('%s: preview refuses it with the reason, confirm answers 400 with it, nothing is written', async (_name, text, reason) => {
    const message = `${reason} The file may be damaged: download it again from your bank.`;
    const accountsBefore = (await user.client.trpc.bank.accounts.query()).length;
    expect(await user.client.trpc.imports.preview.mutate({ file: { text }, fileName: 'statement.ofx' })).toEqual({
      status: 'refused',
      code: 'damaged',
      message,
    });
    const failure = await failureOf(user.client.trpc.imports.confirm.mutate({ file: { text }, fileName: 'statement.ofx', target: { newAccount } }));
    expect(failure.data?.httpStatus).toBe(400);
    expect(failure.message).toBe(message);
    expect((await user.client.trpc.bank.accounts.query()).length).toBe(accountsBefore);
  });
});

describe("an OFX file's own balance", () => {
  it('the preview shows LEDGERBAL as the closing balance, and the new account opens with it', async () => {
    const file = { base64: fixture('balance.qfx').toString('base64') };
    const preview = await user.client.trpc.imports.preview.mutate({ file, fileName: 'balance.qfx' });
    // <LEDGERBAL><BALAMT>2311.85 (the rows add up to 1,762.35; AVAILBAL says 2,811.85).
    expect(preview).toMatchObject({ status: 'parsed', format: 'qfx', closingBalance: 231185, newCount: 3 });
    const done = await user.client.trpc.imports.confirm.mutate({ file, fileName: 'balance.qfx', target: { newAccount } });
    expect(done.added).toBe(3);
    const account = (await user.client.trpc.bank.accounts.query()).find((a) => a.id === done.accountId);
    expect(account?.balance).toBe(231185);
  });
});

describe('a long description', () => {
  it('is stored cut to 500 characters, the whole cell kept in raw data', async () => {
    const long = `TESCO STORES ${'1234567890'.repeat(300)}`;
    const done = await user.client.trpc.imports.confirm.mutate({
      file: { text: `Date,Description,Amount\n02/11/2026,${long},-3.00\n` },
      fileName: 'long.csv',
      target: { newAccount: { ...newAccount, name: 'Long' } },
    });
    const row = await t.db.selectFrom('transactions').select(['description', 'raw_data']).where('account_id', '=', done.accountId).executeTakeFirstOrThrow();
    expect(row.description).toBe(long.slice(0, 500));
    expect(JSON.stringify(row.raw_data)).toContain(long);
  });
});
