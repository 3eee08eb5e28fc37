// Issue 24's CSV defects through the real HTTP API on the test database: each file in its
// bank's real layout previews with the right signs and its non-transaction lines counted
// apart, confirms into a new account with those amounts, and a file none of whose rows can be
// read says why, line by line, instead of "That account is not in this file.".
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

const b64 = (name: string) => ({ base64: readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url)).toString('base64') });

let t: TestApp;
let user: { client: ApiClient; userId: string };
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
  user = await signedInUser(t, 'issue24');
});
afterAll(() => t?.close());

async function rowsOf(accountId: string) {
  const rows = await t.db.selectFrom('transactions').select(['date', 'amount', 'description']).where('account_id', '=', accountId).orderBy('date').execute();
  return rows.map((r) => `${r.date}|${r.amount}|${r.description}`);
}

async function userCounts() {
  const n = async (table: 'transactions' | 'bank_accounts' | 'import_batches') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', user.userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { transactions: await n('transactions'), accounts: await n('bank_accounts'), batches: await n('import_batches') };
}

describe('issue 24: UK CSV layouts through imports.preview and imports.confirm', () => {
  it('midata: payments are money out, the overdraft-limit line is left out as a summary line', async () => {
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('midata.csv'), fileName: 'midata.csv' });
    expect(preview).toMatchObject({
      status: 'parsed',
      layout: 'midata',
      totalRows: 4,
      newCount: 4,
      // 5.00 + 1,850.00 in; 52.00 + 64.50 out
      moneyIn: 185500,
      moneyOut: 11650,
      closingBalance: 303880,
      errors: [],
      leftOut: [{ kind: 'summary', count: 1 }],
      suggestedAccount: { bank: null, type: null },
    });
    const result = await user.client.trpc.imports.confirm.mutate({
      file: b64('midata.csv'),
      target: { newAccount: { name: 'Classic', institution: 'Lloyds', type: 'current' } },
    });
    expect(result).toMatchObject({ added: 4, errors: 0 });
    expect(await rowsOf(result.accountId)).toEqual([
      '2025-08-18|-5200|TESCO STORES 2041',
      '2025-08-19|500|J SMITH REFUND',
      '2025-08-19|-6450|OCTOPUS ENERGY',
      '2025-08-20|185000|ACME PAYROLL LTD',
    ]);
  });

  it('John Lewis Partnership Card: purchases out, the repayment in, 3 pending rows left out and counted', async () => {
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('john-lewis-card.csv'), fileName: 'john-lewis-card.csv' });
    expect(preview).toMatchObject({
      status: 'parsed',
      layout: 'newday',
      totalRows: 4,
      // 1,100.00 + 8.50 in; 67.40 + 1,249.00 out
      moneyIn: 110850,
      moneyOut: 131640,
      errors: [],
      leftOut: [{ kind: 'pending', count: 3 }],
      suggestedAccount: { bank: null, type: 'credit_card' },
    });
    if (preview.status !== 'parsed') return;
    expect(preview.skipped.map((s) => s.line)).toEqual([2, 3, 4]);
    const result = await user.client.trpc.imports.confirm.mutate({
      file: b64('john-lewis-card.csv'),
      target: { newAccount: { name: 'Partnership Card', institution: 'John Lewis', type: 'credit_card' } },
    });
    expect(result).toMatchObject({ added: 4 });
    expect(await rowsOf(result.accountId)).toEqual([
      '2025-11-01|850|WAITROSE 0345 REFUND',
      '2025-11-05|110000|PAYMENT RECEIVED - THANK YOU',
      '2025-11-12|-124900|WWW.JOHNLEWIS.COM',
      '2025-11-14|-6740|JOHN LEWIS 0123 OXFORD ST',
    ]);
  });

  it("Monzo's older export imports, the bank filled in as Monzo", async () => {
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('monzo-legacy.csv'), fileName: 'monzo.csv' });
    expect(preview).toMatchObject({ status: 'parsed', layout: 'monzo-legacy', newCount: 3, leftOut: [], suggestedAccount: { bank: 'Monzo', type: null } });
    const result = await user.client.trpc.imports.confirm.mutate({
      file: b64('monzo-legacy.csv'),
      target: { newAccount: { name: 'Monzo', institution: 'Monzo', type: 'current' } },
    });
    expect(await rowsOf(result.accountId)).toEqual(['2018-02-25|-435|PRET A MANGER', '2018-02-26|25000|JANE DOE', '2018-06-26|-1250|Late shop']);
  });

  it('a file none of whose rows can be read: the preview lists each line and reason, confirm refuses with them and writes nothing', async () => {
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('no-readable-rows.csv'), fileName: 'statement.csv' });
    expect(preview).toMatchObject({
      status: 'parsed',
      accounts: [],
      totalRows: 0,
      newCount: 0,
      errors: [
        { line: 2, reason: '"31/02/2026" is not a date' },
        { line: 3, reason: '"abc" is not an amount' },
      ],
    });
    const before = await userCounts();
    const failure = await failureOf(
      user.client.trpc.imports.confirm.mutate({
        file: b64('no-readable-rows.csv'),
        target: { newAccount: { name: 'Nothing', institution: 'Nobody', type: 'current' } },
      }),
    );
    expect(failure.data?.code).toBe('BAD_REQUEST');
    expect(failure.message).toBe('None of the rows in this file could be read (line 2: "31/02/2026" is not a date; line 3: "abc" is not an amount).');
    expect(await userCounts()).toEqual(before);
  });

  it('a file of pending rows only: the preview counts them, confirm refuses and creates no empty account', async () => {
    const text = 'Date Processed,Description,Amount,\nPending,WAITROSE 0345 LONDON,£23.45,\nPending,TFL TRAVEL CH,£2.80,\n';
    const preview = await user.client.trpc.imports.preview.mutate({ file: { text } });
    expect(preview).toMatchObject({ status: 'parsed', totalRows: 0, errors: [], leftOut: [{ kind: 'pending', count: 2 }] });
    const before = await userCounts();
    const failure = await failureOf(
      user.client.trpc.imports.confirm.mutate({ file: { text }, target: { newAccount: { name: 'Card', institution: 'John Lewis', type: 'credit_card' } } }),
    );
    expect(failure.message).toBe('There is nothing to import in this file yet: it holds no completed transactions.');
    expect(await userCounts()).toEqual(before);
  });

  it('a card file of a layout we do not know: the CR / DR column chosen once is saved and reads the next file', async () => {
    const header = ['Posted', 'Details', 'Amount', 'CR/DR'];
    const first = 'Posted,Details,Amount,CR/DR\n05/11/2025,PAYMENT RECEIVED,"1,100.00",CR\n06/11/2025,BOOKSHOP,5.00,\n';
    const asked = await user.client.trpc.imports.preview.mutate({ file: { text: first } });
    expect(asked).toMatchObject({ status: 'needs-mapping', suggestion: { date: 0, description: 1, amount: 2, marker: 3 } });
    const mapping = { header, date: 0, description: 1, amount: 2, marker: 3, invertSigns: true };
    const result = await user.client.trpc.imports.confirm.mutate({
      file: { text: first },
      mapping,
      target: { newAccount: { name: 'Store card', institution: 'Store', type: 'credit_card' } },
    });
    expect(await rowsOf(result.accountId)).toEqual(['2025-11-05|110000|PAYMENT RECEIVED', '2025-11-06|-500|BOOKSHOP']);
    // No mapping sent: the saved one, with its CR / DR column, reads the next file.
    const next = 'Posted,Details,Amount,CR/DR\n07/11/2025,REFUND BOOKSHOP,2.50,CR\n08/11/2025,LATE FEE,12.00,DR\n';
    const preview = await user.client.trpc.imports.preview.mutate({ file: { text: next }, accountId: result.accountId });
    expect(preview).toMatchObject({ status: 'parsed', layout: 'mapping', moneyIn: 250, moneyOut: 1200 });
  });

  it('Revolut: the pending row and the reverted one are each counted apart, listed in file order', async () => {
    const preview = await user.client.trpc.imports.preview.mutate({ file: b64('revolut.csv'), fileName: 'revolut.csv' });
    expect(preview).toMatchObject({
      status: 'parsed',
      errors: [],
      leftOut: [
        { kind: 'pending', count: 1 },
        { kind: 'not-completed', count: 1 },
      ],
    });
    if (preview.status !== 'parsed') return;
    expect(preview.skipped.map((s) => [s.line, s.kind])).toEqual([
      [6, 'pending'],
      [7, 'not-completed'],
    ]);
  });
});
