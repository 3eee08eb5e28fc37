import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { onCreditCard } from '../../money-rules/credit-cards';
import { hasOwnTransferCounterpart } from '../../money-rules/own-transfers';
import { ownDeposits } from '../../money-rules/own-deposits';
import { isRefundCredit } from '../../money-rules/spending';

type Range = { from: string; to: string };

/**
 * Money received into the user's accounts dated within the range (booked and pending),
 * newest first, without the moves between their own accounts. Which of these are income is
 * decided by isIncome (src/shared/income.ts).
 */
export function depositsBetween(db: Db, userId: string, range: Range) {
  return ownDeposits(db, userId)
    .select(['t.id', 't.date', 't.amount', 't.description', 't.counterparty', isRefundCredit('t').as('refund')])
    .where('t.date', '>=', range.from)
    .where('t.date', '<=', range.to)
    .orderBy('t.date', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/**
 * Every deposit dated within the range (booked and pending), newest first, each saying
 * whether it is a move from another of the user's own accounts or a credit on one of their
 * credit cards (Other Income lists them all).
 */
export function allDepositsBetween(db: Db, userId: string, range: Range) {
  return db
    .selectFrom('transactions as t')
    .select([
      't.id',
      't.date',
      't.amount',
      't.description',
      't.merchant_name',
      hasOwnTransferCounterpart('t', userId).as('own_transfer'),
      onCreditCard('t').as('on_credit_card'),
      isRefundCredit('t').as('refund'),
    ])
    .where('t.user_id', '=', userId)
    .where('t.amount', '>', 0)
    .where('t.date', '>=', range.from)
    .where('t.date', '<=', range.to)
    .orderBy('t.date', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** Income the user added by hand, dated within the range, newest first. */
export function manualIncomeBetween(db: Db, userId: string, range: Range) {
  return db
    .selectFrom('income')
    .select(['id', 'income_date', 'amount', 'source', 'category', 'notes', 'is_recurring', 'frequency'])
    .where('user_id', '=', userId)
    .where('income_date', '>=', range.from)
    .where('income_date', '<=', range.to)
    .orderBy('income_date', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** The person's recurring income entries (the payday forecast projects them: issue 27). */
export function recurringIncomeOf(db: Db, userId: string) {
  return db
    .selectFrom('income')
    .select(['income_date', 'amount', 'source', 'frequency', 'bank_account_id'])
    .where('user_id', '=', userId)
    .where('is_recurring', '=', true)
    .limit(200)
    .execute();
}

/** An entry of income added by hand, as the service hands it over. */
export type IncomeEntry = {
  amount: number;
  incomeDate: string;
  source: string | null;
  category: string | null;
  customCategory: string | null;
  notes: string | null;
  isRecurring: boolean;
  frequency: string | null;
};

const INCOME_COLUMNS = ['id', 'amount', 'income_date', 'source', 'category', 'custom_category', 'notes', 'is_recurring', 'frequency', 'created_at'] as const;

/** The entry's columns, for an insert and an update alike. */
function incomeColumns(row: IncomeEntry) {
  return {
    amount: row.amount,
    income_date: row.incomeDate,
    source: row.source,
    category: row.category,
    custom_category: row.customCategory,
    notes: row.notes,
    is_recurring: row.isRecurring,
    frequency: row.frequency,
  };
}

export function insertIncome(db: Db, row: IncomeEntry & { userId: string }) {
  return db
    .insertInto('income')
    .values({ ...incomeColumns(row), user_id: row.userId, bank_account_id: null, transaction_id: null })
    .returning(INCOME_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Changes one entry of the user's income added by hand; undefined when it is not theirs. */
export function updateIncome(db: Db, userId: string, id: string, row: IncomeEntry) {
  return db.updateTable('income').set(incomeColumns(row)).where('id', '=', id).where('user_id', '=', userId).returning(INCOME_COLUMNS).executeTakeFirst();
}

/** Deletes one entry of the user's income added by hand; false when it is not theirs. */
export async function deleteIncome(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('income').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The labels the user gave to any of these transactions. */
export function labelsFor(db: Db, userId: string, transactionIds: string[]) {
  if (transactionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('transaction_labels')
    .select(['transaction_id', 'source', 'category', 'notes'])
    .where('user_id', '=', userId)
    .where('transaction_id', 'in', transactionIds)
    .execute();
}

/** The remembered label of each of these deposit sources. */
export function sourceDefaultsFor(db: Db, userId: string, identifiers: string[]) {
  if (identifiers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('income_sources')
    .select(['source_identifier', 'default_source_name', 'default_category'])
    .where('user_id', '=', userId)
    .where('source_identifier', 'in', identifiers)
    .execute();
}

/** One of the user's own transactions (never another user's). */
export function findTransaction(db: Db, userId: string, transactionId: string) {
  return db.selectFrom('transactions').select(['id', 'description']).where('id', '=', transactionId).where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertLabel(
  db: Db,
  userId: string,
  transactionId: string,
  label: { source: string | null; category: string | null; notes: string | null },
) {
  await db
    .insertInto('transaction_labels')
    .values({ user_id: userId, transaction_id: transactionId, ...label, updated_at: sql<Date>`now()` })
    .onConflict((oc) => oc.columns(['transaction_id', 'user_id']).doUpdateSet({ ...label, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function upsertSourceDefault(db: Db, userId: string, identifier: string, defaults: { sourceName: string | null; category: string | null }) {
  const values = { default_source_name: defaults.sourceName, default_category: defaults.category, updated_at: sql<Date>`now()` };
  await db
    .insertInto('income_sources')
    .values({ user_id: userId, source_identifier: identifier, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'source_identifier']).doUpdateSet(values))
    .execute();
}

/**
 * The date of the person's first transaction in any account, or null with none: what every
 * figure built on partial data says it stands on (issue 22, item 7).
 */
export async function firstTransactionDate(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('transactions')
    .select(sql<string | null>`min(date)`.as('first'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.first ?? null;
}
