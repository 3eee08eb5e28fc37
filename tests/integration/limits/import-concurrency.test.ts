import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../../support/api-client';
import { onboardedUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 23 items 7 and 13 (and issue 24's empty confirm): two confirms of one file at once,
// then undoing the one that added rows, removed 2,750 of 3,000 rows; the same batchId twice
// at once answered 500; a double click made two accounts with every row; a batch a crash left
// 'importing' stayed so for ever and its undo said `removed: -37169`; a failed confirm left an
// empty account; a file with nothing to import made an empty account.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

const ROWS = 3000;
/** A file of `n` rows, one a day from 1 January 2024 (distinct amounts, so distinct rows). */
function statement(n: number, description = 'SHOP') {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 10) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${day},${description} ${i},-${1 + (i % 400)}.${String(i % 100).padStart(2, '0')}`);
  }
  return { text: lines.join('\n') };
}
const newAccount = { name: 'Everyday', institution: 'Test Bank', type: 'current' as const };

async function rowCount(accountId: string) {
  const r = await t.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
const accountsOf = (userId: string) => t.db.selectFrom('bank_accounts').select('id').where('user_id', '=', userId).execute();
const batchesOf = (userId: string) => t.db.selectFrom('import_batches').select(['id', 'status']).where('user_id', '=', userId).execute();

async function accountWithOneRow(client: ApiClient) {
  const first = await client.trpc.imports.confirm.mutate({ file: statement(1, 'OPENING'), target: { newAccount } });
  return first.accountId;
}

describe('confirms at once', () => {
  it('two confirms of one file into one account at once: one import, one answer, and its undo removes every row', async () => {
    const user = await onboardedUser(t, 'twice-at-once');
    const accountId = await accountWithOneRow(user.client);
    const file = statement(ROWS);
    const [a, b] = await Promise.all([0, 1].map(() => user.client.trpc.imports.confirm.mutate({ file, target: { accountId } })));
    expect(a).toEqual(b);
    expect(a).toMatchObject({ added: ROWS, existing: 0 });
    expect(await rowCount(accountId)).toBe(ROWS + 1);
    expect(await user.client.trpc.imports.undo.mutate({ batchId: a!.batchId })).toEqual({ removed: ROWS });
    expect(await rowCount(accountId)).toBe(1);
  });

  it('refuses another file into an account while one is importing, with a clear message; an import left long ago does not hold it', async () => {
    const user = await onboardedUser(t, 'account-busy');
    const accountId = await accountWithOneRow(user.client);
    const running = await insertBatch(user.userId, accountId, 'importing', '0 minutes');
    const failure = await failureOf(user.client.trpc.imports.confirm.mutate({ file: statement(5), target: { accountId } }));
    expect(failure.data?.httpStatus).toBe(400);
    expect(failure.message).toBe('Another file is being imported into this account. Please wait for it to finish, then try again.');
    expect(await rowCount(accountId)).toBe(1);
    // Undoing it while it runs is refused too.
    const undo = await failureOf(user.client.trpc.imports.undo.mutate({ batchId: running }));
    expect(undo.message).toBe('This import is still running. Please wait for it to finish, then undo it.');

    // created_at is never updated by the app; the test ages the batch by hand.
    await sql`update import_batches set created_at = now() - interval '20 minutes' where id = ${running}::uuid`.execute(t.db);
    expect(await user.client.trpc.imports.confirm.mutate({ file: statement(5), target: { accountId } })).toMatchObject({ added: 5 });
  });

  it('answers the same batchId sent twice at once with the first answer, never a 500', async () => {
    const user = await onboardedUser(t, 'same-batch-id');
    const batchId = randomUUID();
    const file = statement(500);
    const answers = await Promise.all([0, 1].map(() => user.client.trpc.imports.confirm.mutate({ batchId, file, target: { newAccount } })));
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ batchId, added: 500 });
    expect(await accountsOf(user.userId)).toHaveLength(1);
    // And once more afterwards: the same answer, nothing new.
    expect(await user.client.trpc.imports.confirm.mutate({ batchId, file, target: { newAccount } })).toEqual(answers[0]);
    expect(await batchesOf(user.userId)).toEqual([{ id: batchId, status: 'done' }]);
    // Another person cannot take or read it.
    const other = await onboardedUser(t, 'same-batch-id-other');
    const taken = await failureOf(other.client.trpc.imports.confirm.mutate({ batchId, file, target: { newAccount } }));
    expect(taken.message).toBe('This import has already been started.');
    expect(await accountsOf(other.userId)).toEqual([]);
  });

  it('a double click without a batchId makes one account with each row once', async () => {
    const user = await onboardedUser(t, 'double-click');
    const file = statement(800);
    const [a, b] = await Promise.all([0, 1].map(() => user.client.trpc.imports.confirm.mutate({ file, target: { newAccount } })));
    expect(a).toEqual(b);
    expect(await accountsOf(user.userId)).toEqual([{ id: a!.accountId }]);
    expect(await rowCount(a!.accountId)).toBe(800);
  });
});

describe('crashes and failures', () => {
  it('marks an import a crash left running failed at start-up; its undo removes what it wrote and says so', async () => {
    const user = await onboardedUser(t, 'crashed');
    const accountId = await accountWithOneRow(user.client);
    // What kill -9 midway leaves: 'importing', 37 rows written, counts never recorded.
    const crashed = await insertBatch(user.userId, accountId, 'importing', '20 minutes');
    await sql`
      insert into transactions (user_id, account_id, external_key, status, date, amount, currency, type, raw_data, origin, import_batch_id)
      select ${user.userId}::uuid, ${accountId}::uuid, 'imp:crash' || i, 'booked', date '2025-01-01' + i, -100, 'GBP', 'debit',
        jsonb_build_object('import', jsonb_build_object('line', i + 1)), 'file', ${crashed}::uuid
      from generate_series(1, 37) i`.execute(t.db);

    // A server starting on the same database (as after the crash).
    const restarted = await startTestApp({ scheduler: false, database: t.database });
    try {
      expect(await batchesOf(user.userId)).toContainEqual({ id: crashed, status: 'failed' });
    } finally {
      await restarted.close();
    }
    expect(await user.client.trpc.imports.undo.mutate({ batchId: crashed })).toEqual({ removed: 37 });
    expect(await rowCount(accountId)).toBe(1);
  });

  it('a confirm that fails midway removes what it wrote and the account it made', async () => {
    const user = await onboardedUser(t, 'fails-midway');
    // The database refuses one row near the end, as a full disk or a lost connection would.
    await sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.description = 'BOOM 2900' then raise exception 'refused for the test'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger refuse_boom before insert on transactions for each row execute function refuse_boom()`.execute(t.db);
    try {
      const failure = await failureOf(user.client.trpc.imports.confirm.mutate({ file: statement(ROWS, 'BOOM'), target: { newAccount } }));
      expect(failure.data?.httpStatus).toBe(500);
    } finally {
      await sql`drop trigger refuse_boom on transactions`.execute(t.db);
      await sql`drop function refuse_boom()`.execute(t.db);
    }
    expect(await accountsOf(user.userId)).toEqual([]);
    expect(await batchesOf(user.userId)).toEqual([]);
    const left = await t.db.selectFrom('transactions').select('id').where('user_id', '=', user.userId).execute();
    expect(left).toEqual([]);
  });

  it('a file with nothing to import makes no account', async () => {
    const user = await onboardedUser(t, 'nothing');
    const failure = await failureOf(
      user.client.trpc.imports.confirm.mutate({ file: { text: 'Date,Description,Amount\n2199-01-01,FAR AHEAD,-1.00\n' }, target: { newAccount } }),
    );
    expect(failure.data?.httpStatus).toBe(400);
    // Its one row is dated after the end of next year: the message says which line and why.
    expect(failure.message).toMatch(/^None of the rows in this file could be read \(line 2: /);
    expect(await accountsOf(user.userId)).toEqual([]);
  });
});

async function insertBatch(userId: string, accountId: string, status: 'importing', age: string) {
  const row = await t.db
    .insertInto('import_batches')
    .values({
      user_id: userId,
      account_id: accountId,
      file_name: 'crash.csv',
      format: 'csv',
      layout: 'generic',
      status,
      rows_total: 1000,
      date_from: null,
      date_to: null,
      closing_balance: null,
      file_sha256: null,
      created_at: sql<Date>`now() - ${age}::interval`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
