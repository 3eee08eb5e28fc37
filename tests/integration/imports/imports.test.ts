// Statement imports through the real HTTP API on the test database: preview writes nothing,
// confirm adds each row once, re-imports and overlaps add nothing, undo removes only its
// batch, rows of a bank link are merged, and bad input changes nothing.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../../support/api-client';
import { seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url));
const b64 = (name: string) => ({ base64: fixture(name).toString('base64') });
const lloydsAccount = { name: 'Everyday', institution: 'Lloyds', type: 'current' as const, sortCode: '30-91-74' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

async function counts(userId: string) {
  const n = async (table: 'transactions' | 'bank_accounts' | 'import_batches' | 'import_rows' | 'import_mappings' | 'requisitions') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .$if(table !== 'import_rows', (qb) => qb.where('user_id' as never, '=', userId as never))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    transactions: await n('transactions'),
    accounts: await n('bank_accounts'),
    requisitions: await n('requisitions'),
    batches: await n('import_batches'),
    mappings: await n('import_mappings'),
  };
}

async function rowsOf(accountId: string) {
  const rows = await t.db.selectFrom('transactions').select(['date', 'amount', 'description']).where('account_id', '=', accountId).execute();
  return rows.map((r) => `${r.date}|${r.amount}|${r.description}`).sort();
}

describe('preview and confirm', () => {
  let user: { client: ApiClient; userId: string };
  let accountId: string;

  beforeAll(async () => {
    user = await signedInUser(t, 'importer');
  });

  it('previews a Lloyds file without writing anything', async () => {
    const before = await counts(user.userId);
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('lloyds.csv'), fileName: 'lloyds.csv' });
    expect(preview).toMatchObject({
      status: 'parsed',
      format: 'csv',
      layout: 'lloyds',
      totalRows: 3,
      newCount: 3,
      existingCount: 0,
      mergeCount: 0,
      dateFrom: '2026-11-12',
      dateTo: '2026-11-14',
      moneyIn: 185000,
      moneyOut: 4785,
      closingBalance: 81240,
      errors: [],
    });
    expect(await counts(user.userId)).toEqual(before);
  });

  it('confirms into a new manual account, whose balance is the file’s closing balance', async () => {
    const result = await user.client.trpc.imports.confirm.mutate({ file: b64('lloyds.csv'), fileName: 'lloyds.csv', target: { newAccount: lloydsAccount } });
    expect(result).toMatchObject({ added: 3, merged: 0, existing: 0 });
    accountId = result.accountId;
    expect(await rowsOf(accountId)).toEqual(['2026-11-12|-3800|THAMES WATER', '2026-11-13|185000|ACME LTD SALARY NOV', '2026-11-14|-985|CO-OP GROUP 070412']);
    // Imported rows are categorised as synced ones are (issue 14): Thames Water is water, the
    // Co-op is groceries; a salary credit from an employer is salary.
    const sorted = await t.db
      .selectFrom('transactions')
      .select(['description', 'category_id', 'merchant_name'])
      .where('account_id', '=', accountId)
      .orderBy('date')
      .execute();
    expect(sorted.map((r) => [r.description, r.category_id])).toEqual([
      ['THAMES WATER', 'water'],
      ['ACME LTD SALARY NOV', 'salary'],
      ['CO-OP GROUP 070412', 'groceries'],
    ]);
    const accounts = await user.client.trpc.bank.accounts.query();
    expect(accounts).toEqual([
      expect.objectContaining({ id: accountId, account_name: 'Everyday', institution_name: 'Lloyds', balance: 81240, sort_code: '30-91-74' }),
    ]);
    const batches = await user.client.trpc.imports.batches.query({});
    expect(batches).toEqual([expect.objectContaining({ id: result.batchId, added_count: 3, date_from: '2026-11-12', date_to: '2026-11-14', status: 'done' })]);
  });

  it('re-importing the same file adds nothing, and the preview says all are already there', async () => {
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('lloyds.csv'), accountId });
    expect(preview).toMatchObject({ newCount: 0, existingCount: 3, moneyIn: 0, moneyOut: 0 });
    const before = await rowsOf(accountId);
    const result = await user.client.trpc.imports.confirm.mutate({ file: b64('lloyds.csv'), target: { accountId } });
    expect(result).toMatchObject({ added: 0, existing: 3 });
    expect(await rowsOf(accountId)).toEqual(before);
  });

  it('an overlapping file adds only its new rows; undo removes that batch’s rows and nothing else', async () => {
    const later = [
      'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance',
      "16/11/2026,DEB,'30-91-74,12345678,GREGGS ,2.50,,809.90",
      "14/11/2026,DEB,'30-91-74,12345678,CO-OP GROUP 070412 ,9.85,,812.40",
    ].join('\n');
    const result = await user.client.trpc.imports.confirm.mutate({ file: { text: later }, target: { accountId } });
    expect(result).toMatchObject({ added: 1, existing: 1 });
    expect(await rowsOf(accountId)).toHaveLength(4);
    expect((await user.client.trpc.bank.accounts.query())[0]!.balance).toBe(80990);

    await user.client.trpc.imports.undo.mutate({ batchId: result.batchId });
    expect(await rowsOf(accountId)).toEqual(['2026-11-12|-3800|THAMES WATER', '2026-11-13|185000|ACME LTD SALARY NOV', '2026-11-14|-985|CO-OP GROUP 070412']);
    expect((await user.client.trpc.bank.accounts.query())[0]!.balance).toBe(81240);
    // Its keys went too: the same file adds its row again.
    expect(await user.client.trpc.imports.confirm.mutate({ file: { text: later }, target: { accountId } })).toMatchObject({ added: 1 });
  });

  it('a file with no balance column: opening balance plus the movements', async () => {
    const result = await user.client.trpc.imports.confirm.mutate({
      file: b64('generic-split.csv'),
      target: { newAccount: { name: 'Joint', institution: 'Starling', type: 'current', openingBalance: '100.00' } },
    });
    // Two identical Council Tax payments on one day are both kept.
    expect(result).toMatchObject({ added: 3 });
    const account = (await user.client.trpc.bank.accounts.query()).find((a) => a.id === result.accountId)!;
    // 100.00 + 1,900.00 - 140.00 - 140.00
    expect(account.balance).toBe(172000);
    const connection = (await user.client.trpc.bank.connections.query()).find((c) => c.institution_name === 'Starling');
    expect(connection).toMatchObject({ state: 'manual' });
  });
});

describe('merging with rows from a bank link', () => {
  it('an imported row that matches a synced one is merged, and undo leaves the synced row', async () => {
    const user = await signedInUser(t, 'merger');
    const [linked] = await seedAccounts(t.db, user.userId, [{ name: 'Linked current', balance: 50000 }]);
    await seedTransactions(t.db, user.userId, [
      { account: linked!, date: '2026-11-15', amount: -3800, description: 'DD THAMES WATER UTILITIES' },
      // Same amount and close, but another payee: not the same payment.
      { account: linked!, date: '2026-11-13', amount: -985, description: 'AMAZON MARKETPLACE' },
    ]);
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('lloyds.csv'), accountId: linked });
    expect(preview).toMatchObject({ newCount: 2, mergeCount: 1 });
    const result = await user.client.trpc.imports.confirm.mutate({ file: b64('lloyds.csv'), target: { accountId: linked! } });
    expect(result).toMatchObject({ added: 2, merged: 1 });
    expect(await rowsOf(linked!)).toEqual([
      '2026-11-13|-985|AMAZON MARKETPLACE',
      '2026-11-13|185000|ACME LTD SALARY NOV',
      '2026-11-14|-985|CO-OP GROUP 070412',
      '2026-11-15|-3800|DD THAMES WATER UTILITIES',
    ]);
    // A linked account's balance stays the bank's.
    expect((await user.client.trpc.bank.accounts.query())[0]!.balance).toBe(50000);
    await user.client.trpc.imports.undo.mutate({ batchId: result.batchId });
    expect(await rowsOf(linked!)).toEqual(['2026-11-13|-985|AMAZON MARKETPLACE', '2026-11-15|-3800|DD THAMES WATER UTILITIES']);
  });
});

describe('undoing an older batch keeps the rows a later overlapping batch also held', () => {
  // One row a day: A holds 1 .. 10 Nov, B holds 5 .. 15 Nov. B adds 11 .. 15 and finds 5 .. 10
  // already there (A's). Undoing A leaves 5 .. 10, now B's: 11 rows, 1 .. 4 gone; undoing B
  // afterwards removes all 11.
  const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;
  const fileOf = (from: number, to: number) => ({
    text: ['Date,Description,Amount', ...Array.from({ length: to - from + 1 }, (_x, i) => `${day(from + i)},SHOP ${from + i},-${from + i}.00`)].join('\n'),
  });
  const expected = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_x, i) => `${day(from + i)}|-${(from + i) * 100}|SHOP ${from + i}`).sort();

  it('A 1-10, B 5-15, undo A: 5-15 stay; undo B: none', async () => {
    const user = await signedInUser(t, 'undo-overlap');
    const a = await user.client.trpc.imports.confirm.mutate({
      file: fileOf(1, 10),
      target: { newAccount: { name: 'Overlap', institution: 'Anywhere', type: 'current' } },
    });
    expect(a).toMatchObject({ added: 10, existing: 0 });
    const b = await user.client.trpc.imports.confirm.mutate({ file: fileOf(5, 15), target: { accountId: a.accountId } });
    expect(b).toMatchObject({ added: 5, existing: 6 });
    expect(await rowsOf(a.accountId)).toEqual(expected(1, 15));

    // 10 added, 6 of them handed to B: 4 removed.
    expect(await user.client.trpc.imports.undo.mutate({ batchId: a.batchId })).toEqual({ removed: 4 });
    expect(await rowsOf(a.accountId)).toEqual(expected(5, 15));
    expect(await user.client.trpc.imports.batches.query({})).toEqual([
      expect.objectContaining({ id: b.batchId, added_count: 11, merged_count: 0, existing_count: 0 }),
    ]);
    // B's file reads as all there; A's file finds 1 .. 4 new again.
    expect(await user.client.trpc.imports.preview.mutate({ file: fileOf(5, 15), accountId: a.accountId })).toMatchObject({ newCount: 0, existingCount: 11 });
    expect(await user.client.trpc.imports.preview.mutate({ file: fileOf(1, 10), accountId: a.accountId })).toMatchObject({ newCount: 4, existingCount: 6 });

    expect(await user.client.trpc.imports.undo.mutate({ batchId: b.batchId })).toEqual({ removed: 11 });
    expect(await rowsOf(a.accountId)).toEqual([]);
    expect(await user.client.trpc.imports.batches.query({})).toEqual([]);
  });

  it('the newest of several later batches takes the row; undoing a later batch first leaves the older one whole', async () => {
    const user = await signedInUser(t, 'undo-overlap-3');
    const a = await user.client.trpc.imports.confirm.mutate({
      file: fileOf(1, 4),
      target: { newAccount: { name: 'Overlap', institution: 'Anywhere', type: 'current' } },
    });
    const b = await user.client.trpc.imports.confirm.mutate({ file: fileOf(3, 6), target: { accountId: a.accountId } });
    const c = await user.client.trpc.imports.confirm.mutate({ file: fileOf(4, 8), target: { accountId: a.accountId } });
    // A: 1-4; B adds 5-6 (3-4 there); C adds 7-8 (4-6 there).
    expect([a.added, b.added, c.added]).toEqual([4, 2, 2]);
    // Undoing B: 5 and 6 were seen by C, so they stay, C's; 3 and 4 are A's and stay.
    expect(await user.client.trpc.imports.undo.mutate({ batchId: b.batchId })).toEqual({ removed: 0 });
    expect(await rowsOf(a.accountId)).toEqual(expected(1, 8));
    // Undoing A: 4 was seen by C (B is gone), 3 by nobody left: 1, 2, 3 go.
    expect(await user.client.trpc.imports.undo.mutate({ batchId: a.batchId })).toEqual({ removed: 3 });
    expect(await rowsOf(a.accountId)).toEqual(expected(4, 8));
    expect(await user.client.trpc.imports.undo.mutate({ batchId: c.batchId })).toEqual({ removed: 5 });
    expect(await rowsOf(a.accountId)).toEqual([]);
  });

  it('a merged key a later batch also held passes to it, so its file still reads as there', async () => {
    const user = await signedInUser(t, 'undo-overlap-merged');
    const [linked] = await seedAccounts(t.db, user.userId, [{ name: 'Linked current', balance: 50000 }]);
    await seedTransactions(t.db, user.userId, [{ account: linked!, date: '2026-11-07', amount: -1200, description: 'TESCO STORES 1234' }]);
    const fileA = { text: ['Date,Description,Amount', '03/11/2026,COFFEE,-2.50', '07/11/2026,TESCO STORES 1234,-12.00'].join('\n') };
    const fileB = { text: ['Date,Description,Amount', '07/11/2026,TESCO STORES 1234,-12.00', '12/11/2026,GREGGS,-3.00'].join('\n') };
    const a = await user.client.trpc.imports.confirm.mutate({ file: fileA, target: { accountId: linked! } });
    expect(a).toMatchObject({ added: 1, merged: 1 });
    const b = await user.client.trpc.imports.confirm.mutate({ file: fileB, target: { accountId: linked! } });
    expect(b).toMatchObject({ added: 1, existing: 1 });

    await user.client.trpc.imports.undo.mutate({ batchId: a.batchId });
    expect(await rowsOf(linked!)).toEqual(['2026-11-07|-1200|TESCO STORES 1234', '2026-11-12|-300|GREGGS']);
    const claims = await t.db.selectFrom('import_rows').select('batch_id').where('account_id', '=', linked!).execute();
    expect(claims).toEqual([{ batch_id: b.batchId }]);
    expect(await user.client.trpc.imports.preview.mutate({ file: fileB, accountId: linked })).toMatchObject({ newCount: 0, mergeCount: 0, existingCount: 2 });

    await user.client.trpc.imports.undo.mutate({ batchId: b.batchId });
    expect(await rowsOf(linked!)).toEqual(['2026-11-07|-1200|TESCO STORES 1234']);
    expect(await t.db.selectFrom('import_rows').select('batch_id').where('account_id', '=', linked!).execute()).toEqual([]);
  });
});

describe('merging: the nearest synced row wins, each is claimed once, 3 days at most', () => {
  it('two identical file rows take the two synced ones nearest first; a row 4 days off is added', async () => {
    const user = await signedInUser(t, 'nearest');
    const [linked] = await seedAccounts(t.db, user.userId, [{ name: 'Linked current', balance: 50000 }]);
    // Seeded in this order, so the farther one comes first from the database.
    const [far, near] = await seedTransactions(t.db, user.userId, [
      { account: linked!, date: '2026-11-10', amount: -1200, description: 'TESCO STORES 1234' },
      { account: linked!, date: '2026-11-12', amount: -1200, description: 'TESCO STORES 1234' },
      { account: linked!, date: '2026-11-20', amount: -500, description: 'COSTA COFFEE' },
    ]);
    const file = {
      text: ['Date,Description,Amount', '12/11/2026,TESCO STORES 1234,-12.00', '12/11/2026,TESCO STORES 1234,-12.00', '24/11/2026,COSTA COFFEE,-5.00'].join(
        '\n',
      ),
    };
    expect(await user.client.trpc.imports.preview.mutate({ file, accountId: linked })).toMatchObject({ newCount: 1, mergeCount: 2, existingCount: 0 });
    const result = await user.client.trpc.imports.confirm.mutate({ file, target: { accountId: linked! } });
    expect(result).toMatchObject({ added: 1, merged: 2, existing: 0 });
    // The file's first Tesco row (occurrence 0) is the same day as `near` (0 days against 2);
    // the second finds `near` claimed and takes `far`. The coffee is 4 days from `coffee`.
    const claimed = await t.db.selectFrom('import_rows').select(['row_key', 'transaction_id']).where('account_id', '=', linked!).orderBy('row_key').execute();
    expect(claimed.map((r) => [r.row_key.slice(-2), r.transaction_id])).toEqual([
      [':0', near],
      [':1', far],
    ]);
    expect(await rowsOf(linked!)).toEqual([
      '2026-11-10|-1200|TESCO STORES 1234',
      '2026-11-12|-1200|TESCO STORES 1234',
      '2026-11-20|-500|COSTA COFFEE',
      '2026-11-24|-500|COSTA COFFEE',
    ]);
    // Importing it again finds all three rows already there.
    expect(await user.client.trpc.imports.preview.mutate({ file, accountId: linked })).toMatchObject({ newCount: 0, mergeCount: 0, existingCount: 3 });
  });
});

describe('unknown layouts and bad input', () => {
  it('asks for a mapping, imports with it, and the saved mapping reads the next file', async () => {
    const user = await signedInUser(t, 'mapper');
    const first = await user.client.trpc.imports.preview.mutate({ file: b64('unknown-layout.csv') });
    expect(first).toMatchObject({ status: 'needs-mapping', header: ['Posted On', 'Narrative', 'Debit', 'Credit', 'Running Total'] });
    const mapping = { header: ['Posted On', 'Narrative', 'Debit', 'Credit', 'Running Total'], date: 0, description: 1, moneyOut: 2, moneyIn: 3, balance: 4 };
    const result = await user.client.trpc.imports.confirm.mutate({
      file: b64('unknown-layout.csv'),
      mapping,
      target: { newAccount: { name: 'Credit union', institution: 'Leeds CU', type: 'savings' } },
    });
    expect(result).toMatchObject({ added: 2 });
    expect(await rowsOf(result.accountId)).toEqual(['2026-11-21|-320|GREGGS', '2026-11-22|500|REFUND SHOP']);
    const account = (await user.client.trpc.bank.accounts.query())[0]!;
    expect(account).toMatchObject({ balance: 10500, account_classification: 'SavingsAccount' });
    const again = await user.client.trpc.imports.preview.mutate({ file: b64('unknown-layout.csv'), accountId: result.accountId });
    expect(again).toMatchObject({ status: 'parsed', layout: 'mapping', existingCount: 2, newCount: 0 });
  });

  it('names unreadable rows by line and reason', async () => {
    const user = await signedInUser(t, 'bad-rows');
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('bad-rows.csv') });
    if (preview.status !== 'parsed') expect.fail(JSON.stringify(preview));
    expect(preview.newCount).toBe(2);
    expect(preview.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    for (const e of preview.errors) expect(e.reason.length).toBeGreaterThan(5);
  });

  it('refuses a spreadsheet, an empty file, a needs-mapping file and a file too large, changing nothing', async () => {
    const user = await signedInUser(t, 'refused');
    const before = await counts(user.userId);
    const target = { newAccount: lloydsAccount };
    const xlsx = { base64: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]).toString('base64') };
    expect(await user.client.trpc.imports.preview.mutate({ file: xlsx })).toMatchObject({ status: 'refused', code: 'spreadsheet' });
    for (const file of [xlsx, { text: '' }, b64('unknown-layout.csv')]) {
      const failure = await failureOf(user.client.trpc.imports.confirm.mutate({ file, target }));
      expect(failure.data?.code).toBe('BAD_REQUEST');
    }
    const big = await failureOf(user.client.trpc.imports.preview.mutate({ file: { text: 'x'.repeat(10 * 1024 * 1024 + 1) } }));
    expect(big.data?.code).toBe('BAD_REQUEST');
    const badTarget = await failureOf(
      user.client.trpc.imports.confirm.mutate({ file: b64('lloyds.csv'), target: { newAccount: { ...lloydsAccount, name: '', sortCode: 'abc' } } }),
    );
    expect(badTarget.data?.code).toBe('BAD_REQUEST');
    expect(await counts(user.userId)).toEqual(before);
  });

  it('other calls keep the 1 MB body limit', async () => {
    const response = await fetch(`${t.baseUrl}/trpc/settings.updateProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

describe('property: overlapping files in any order give the same rows', () => {
  const DAYS = 12;
  const txArb = fc.record({
    day: fc.integer({ min: 1, max: DAYS }),
    pence: fc.constantFrom(-250, -1999, 150000, 1),
    description: fc.constantFrom('COFFEE', 'TESCO STORES', 'RENT'),
  });
  const money = (p: number) => `${p < 0 ? '-' : ''}${Math.floor(Math.abs(p) / 100)}.${String(Math.abs(p) % 100).padStart(2, '0')}`;
  const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;

  it('imports every split, in a random order, to exactly the statement', async () => {
    const user = await signedInUser(t, 'property');
    await fc.assert(
      fc.asyncProperty(
        fc.array(txArb, { minLength: 1, maxLength: 25 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: DAYS }), fc.integer({ min: 0, max: 6 })), { minLength: 1, maxLength: 4 }),
        async (txs, windows) => {
          const statement = [...txs].sort((a, b) => a.day - b.day);
          // Files of whole days: the given windows, then one covering everything left out.
          const files = windows.map(([from, len]) => [from, Math.min(DAYS, from + len)] as const);
          files.push([1, DAYS]);
          const shuffled = files.length > 2 ? [files[1]!, ...files.slice(2), files[0]!] : files;
          let accountId: string | undefined;
          for (const [from, to] of shuffled) {
            const rows = statement.filter((x) => x.day >= from && x.day <= to);
            if (rows.length === 0) continue;
            const text = ['Date,Description,Amount', ...rows.map((x) => `${day(x.day)},${x.description},${money(x.pence)}`)].join('\n');
            const target = accountId ? { accountId } : { newAccount: { name: 'Prop', institution: 'Prop Bank', type: 'current' as const } };
            accountId = (await user.client.trpc.imports.confirm.mutate({ file: { text }, target })).accountId;
          }
          expect(await rowsOf(accountId!)).toEqual(statement.map((x) => `${day(x.day)}|${x.pence}|${x.description}`).sort());
        },
      ),
      { numRuns: 12 },
    );
  });
});
