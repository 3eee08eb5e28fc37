import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProviderTransaction } from '../../../src/server/modules/bank/providers/types';
import { toTransactionRow } from '../../../src/server/modules/bank/sync/normalise';
import { replacePending, writeRows } from '../../../src/server/modules/ledger/service';
import { keyTransactions } from '../../../src/server/modules/bank/sync/transaction-key';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { addDays } from '../../../src/shared/dates';
import { createTestDatabase } from '../../support/test-database';
import { seedRequisition } from '../../support/factories';

// Property: importing any ordering or overlap of a history, any number of times, gives
// the same rows as importing it once.

let database: DatabaseHandle;
let userId: string;
let requisitionId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  ({ id: userId } = await db.insertInto('users').values({ email: 'prop@example.com' }).returning('id').executeTakeFirstOrThrow());
  await db
    .insertInto('profiles')
    .values({ id: userId, first_name: 'P', last_name: 'Q', phone_number: null, pay_day: null, avatar_url: null, selected_plan: null, updated_at: new Date() })
    .execute();
  ({ id: requisitionId } = await seedRequisition(db, userId));
});
afterAll(() => database?.close());

const START = '2026-01-01';
const DAYS = 12;

const txArb = fc.record({
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  pence: fc.integer({ min: -5000, max: 5000 }).filter((p) => p !== 0),
  payee: fc.constantFrom('Tesco', 'Costa', 'TfL', 'Employer Ltd', 'Octopus Energy'),
  ids: fc.constantFrom('id', 'internal', 'none', 'none'),
  n: fc.integer({ min: 0, max: 1_000_000 }),
});

function toProvider(t: { day: number; pence: number; payee: string; ids: string; n: number }, i: number): ProviderTransaction {
  const date = addDays(START, t.day);
  const amount = `${t.pence < 0 ? '-' : ''}${Math.floor(Math.abs(t.pence) / 100)}.${String(Math.abs(t.pence) % 100).padStart(2, '0')}`;
  return {
    transactionId: t.ids === 'id' ? `tx-${t.n}-${i}` : null,
    internalTransactionId: t.ids === 'internal' ? `int-${t.n}-${i}` : null,
    bookingDate: date,
    valueDate: date,
    amount,
    currency: 'GBP',
    creditorName: t.pence < 0 ? t.payee : null,
    debtorName: t.pence > 0 ? t.payee : null,
    remittanceInformation: `${t.payee} payment`,
    bankTransactionCode: null,
    proprietaryBankTransactionCode: null,
    raw: { n: t.n },
  };
}

/** One import of the days [from, to] (inclusive), the way a sync reads a range. */
async function importRange(accountId: string, history: ProviderTransaction[], from: number, to: number) {
  const inRange = history.filter((tx) => tx.bookingDate! >= addDays(START, from) && tx.bookingDate! <= addDays(START, to));
  const rows = keyTransactions(inRange, 'booked').map(({ key, tx }) => toTransactionRow(key, tx, 'booked', START));
  await database.db.transaction().execute(async (trx) => {
    await writeRows(trx, { userId, accountId }, rows, { kind: 'bank' });
    await replacePending(trx, { userId, accountId }, []);
  });
}

async function newAccount() {
  const row = await database.db
    .insertInto('bank_accounts')
    .values({
      user_id: userId,
      requisition_id: requisitionId,
      account_id: crypto.randomUUID(),
      account_name: 'A',
      institution_name: 'X',
      balance: 0,
      sort_code: null,
      last_synced_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const snapshot = async (accountId: string) =>
  (
    await database.db
      .selectFrom('transactions')
      .select(['external_key', 'date', 'amount', 'description', 'counterparty', 'status'])
      .where('account_id', '=', accountId)
      .orderBy('external_key')
      .execute()
  ).map((r) => JSON.stringify(r));

it('gives the same rows whatever the order, overlap and repetition of imports', async () => {
  const windowArb = fc
    .tuple(fc.integer({ min: 0, max: DAYS - 1 }), fc.integer({ min: 0, max: DAYS - 1 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  await fc.assert(
    fc.asyncProperty(
      fc.array(txArb, { minLength: 1, maxLength: 40 }),
      fc.array(windowArb, { minLength: 0, maxLength: 6 }),
      fc.integer({ min: 1, max: 4 }),
      async (txs, extra, cut) => {
        // Identical payments on one day are part of the history on purpose.
        const history = [...txs, ...txs.slice(0, 3).map((t) => ({ ...t, ids: 'none' }))].map(toProvider);
        const once = await newAccount();
        await importRange(once, history, 0, DAYS - 1);

        const many = await newAccount();
        const cover = Array.from({ length: cut }, (_, i) => [Math.floor((i * DAYS) / cut), Math.floor(((i + 1) * DAYS) / cut) - 1] as const);
        const windows = fc.sample(fc.shuffledSubarray([...cover, ...extra, ...cover], { minLength: cover.length * 2 + extra.length }), 1)[0]!;
        for (const [from, to] of windows) await importRange(many, history, from, to);

        expect(await snapshot(many)).toEqual(await snapshot(once));
        const count = await database.db
          .selectFrom('transactions')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('account_id', '=', once)
          .executeTakeFirstOrThrow();
        expect(count.n).toBe(history.length);
      },
    ),
    { numRuns: 25 },
  );
});

it('keeps two identical payments on one day as two, across re-imports', async () => {
  const coffee = toProvider({ day: 3, pence: -320, payee: 'Costa', ids: 'none', n: 1 }, 0);
  const account = await newAccount();
  for (let i = 0; i < 3; i++) await importRange(account, [coffee, { ...coffee }], 0, DAYS - 1);
  const rows = await snapshot(account);
  expect(rows).toHaveLength(2);
  // A third identical coffee later that day is a new row, not a replacement.
  await importRange(account, [coffee, { ...coffee }, { ...coffee }], 0, DAYS - 1);
  expect(await snapshot(account)).toHaveLength(3);
});
