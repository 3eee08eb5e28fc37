// Rows for integration tests, written straight to the tables: users who have signed up
// and finished onboarding, linked bank accounts, and their transactions.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { insertRequisition } from '../../src/server/modules/ledger/account-queries';
import { writeRows, type LedgerRow } from '../../src/server/modules/ledger/service';
import { categoriseForInsert, rowCategoriser } from '../../src/server/modules/categories/service';
import type { TestApp } from './test-app';
import { signedInUser } from './users';

/** A signed-in user who has finished onboarding, with this pay day saved (null: none). */
export async function onboardedUser(t: TestApp, label: string, payDay: number | null = null) {
  const user = await signedInUser(t, label);
  await t.db.updateTable('profiles').set({ onboarding_completed: true, pay_day: payDay }).where('id', '=', user.userId).execute();
  return user;
}

export type SeedAccount = {
  name: string;
  classification?: 'CurrentAccount' | 'SavingsAccount';
  /** Pence, or null to fall back to the raw data. */
  balance: number | null;
  rawData?: unknown;
};

/** A bank link of the user's at the sandbox's 'Test Bank', through the requisitions table's own insert. */
export function seedRequisition(db: Kysely<Database>, userId: string, status?: string) {
  return insertRequisition(db, {
    userId,
    provider: 'sandbox',
    reference: randomUUID(),
    institutionId: 'TEST',
    institutionName: 'Test Bank',
    institutionLogo: null,
    returnPath: null,
    status,
  });
}

/** One linked bank with these accounts; returns their ids in the same order. */
export async function seedAccounts(db: Kysely<Database>, userId: string, accounts: SeedAccount[]): Promise<string[]> {
  const { id: requisitionId } = await seedRequisition(db, userId, 'linked');
  const ids: string[] = [];
  // One at a time, so created_at (the accounts' listing order) follows this order.
  for (const a of accounts) {
    const row = await db
      .insertInto('bank_accounts')
      .values({
        user_id: userId,
        requisition_id: requisitionId,
        account_id: randomUUID(),
        account_name: a.name,
        institution_name: 'Test Bank',
        account_classification: a.classification ?? 'CurrentAccount',
        balance: a.balance,
        raw_data: JSON.stringify(a.rawData ?? {}),
        sort_code: '40-12-34',
        last_synced_at: new Date('2026-03-10T08:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export type SeedTransaction = {
  account: string;
  date: string;
  /** Signed pence. */
  amount: number;
  description: string | null;
  status?: 'booked' | 'pending';
  counterparty?: string | null;
};

const seededRowInput = (r: SeedTransaction) => ({
  date: r.date,
  amount: r.amount,
  description: r.description,
  counterparty: r.counterparty ?? null,
  bank_transaction_code: null,
  proprietary_code: null,
  raw_data: {},
});

/**
 * Writes the rows as a bank sync would, through the ledger's one write path (one transaction,
 * a statement per account); returns their ids in the same order. Uncategorised, as rows stored
 * before categories existed, unless `categorise`: then sorted as a sync sorts them, by the
 * person's rules first, as they are written.
 */
export async function seedTransactions(
  db: Kysely<Database>,
  userId: string,
  rows: SeedTransaction[],
  options: { categorise?: boolean } = {},
): Promise<string[]> {
  const keys = rows.map(() => randomUUID());
  const accounts = [...new Set(rows.map((r) => r.account))];
  // One database transaction: every row gets the same created_at, as one statement gave them.
  await db.transaction().execute(async (trx) => {
    const sorter = options.categorise ? await rowCategoriser(trx, userId, rows.map(seededRowInput)) : undefined;
    const write = sorter ? { categorise: (row: LedgerRow) => categoriseForInsert(sorter, row) } : {};
    for (const accountId of accounts) {
      const own = rows.flatMap((r, i): LedgerRow[] =>
        r.account !== accountId
          ? []
          : [
              {
                external_key: keys[i]!,
                status: r.status ?? 'booked',
                provider_transaction_id: null,
                internal_transaction_id: null,
                date: r.date,
                value_date: null,
                amount: r.amount,
                currency: 'GBP',
                description: r.description,
                counterparty: r.counterparty ?? null,
                bank_transaction_code: null,
                proprietary_code: null,
                raw_data: {},
              },
            ],
      );
      await writeRows(trx, { userId, accountId }, own, { kind: 'bank' }, write);
    }
  });
  const inserted = keys.length === 0 ? [] : await db.selectFrom('transactions').select(['id', 'external_key']).where('external_key', 'in', keys).execute();
  const idOf = new Map(inserted.map((r) => [r.external_key, r.id]));
  expect(idOf.size).toBe(rows.length);
  return keys.map((k) => idOf.get(k)!);
}
