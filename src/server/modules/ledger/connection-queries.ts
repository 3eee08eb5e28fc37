import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/db';

// The ledger's connections (requisitions: a bank link, or a manual account's holder, decision
// 037) and the account rows under them, as the bank module reads and changes them. Reached as
// `connections` through the ledger's service.

export async function setProviderRequisition(db: Db, id: string, providerRequisitionId: string, accessExpiresAt: string | null) {
  await db
    .updateTable('requisitions')
    .set({ provider_requisition_id: providerRequisitionId, access_expires_at: accessExpiresAt, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** A connection linked again: its new provider link and return page; it reads as linking until it is complete. */
export async function restartRequisition(db: Db, id: string, change: { providerRequisitionId: string; returnPath: string }) {
  await db
    .updateTable('requisitions')
    .set({ provider_requisition_id: change.providerRequisitionId, return_path: change.returnPath, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** A TrueLayer connection's requisition by our link id, only the signed-in user's own. */
export function findRequisitionByLink(db: Db, userId: string, provider: string, linkId: string) {
  return db
    .selectFrom('requisitions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('provider_requisition_id', '=', linkId)
    .executeTakeFirst();
}

/** The name and address TrueLayer's consent extension asks for. */
export function userForRenewal(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select((eb) => [
      'users.email',
      sql<string>`trim(coalesce(${eb.ref('profiles.first_name')}, '') || ' ' || coalesce(${eb.ref('profiles.last_name')}, ''))`.as('name'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** A renewed consent is warned about again before its new end. */
export async function clearExpiryWarning(db: Db, id: string) {
  await db.updateTable('requisitions').set({ expiry_warned_at: null }).where('id', '=', id).execute();
}

/** A user's own requisition: the user id is part of every lookup. */
export function findRequisition(db: Db, userId: string, id: string) {
  return db.selectFrom('requisitions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function linkedRequisitions(db: Db, userId: string) {
  return db.selectFrom('requisitions').selectAll().where('user_id', '=', userId).where('status', '=', 'linked').orderBy('created_at').execute();
}

export async function markRequisition(
  db: Db,
  id: string,
  change: {
    status?: string;
    needsReconnect?: boolean;
    lastError?: string | null;
    synced?: boolean;
    nextRefreshAt?: Date | null;
    accessExpiresAt?: string | null;
  },
) {
  const values: UpdateObject<Database, 'requisitions'> = { updated_at: sql<Date>`now()` };
  if (change.status !== undefined) values.status = change.status;
  if (change.needsReconnect !== undefined) values.needs_reconnect = change.needsReconnect;
  if (change.lastError !== undefined) values.last_error = change.lastError;
  if (change.synced) values.last_synced_at = sql<Date>`now()`;
  if (change.nextRefreshAt !== undefined) values.next_refresh_at = change.nextRefreshAt;
  if (change.accessExpiresAt) values.access_expires_at = change.accessExpiresAt;
  await db.updateTable('requisitions').set(values).where('id', '=', id).execute();
}

export function deleteRequisition(db: Db, userId: string, id: string) {
  return db.deleteFrom('requisitions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function listConnections(db: Db, userId: string) {
  return db
    .selectFrom('requisitions')
    .select([
      'id',
      'institution_id',
      'institution_name',
      'institution_logo',
      'status',
      'needs_reconnect',
      'provider',
      'access_expires_at',
      'expiry_warned_at',
      'last_synced_at',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export function listAccounts(db: Db, userId: string) {
  return db
    .selectFrom('bank_accounts')
    .select([
      'id',
      'requisition_id',
      'account_id',
      'account_name',
      'institution_name',
      'account_classification',
      'balance',
      'currency',
      'sort_code',
      'raw_data',
      'last_synced_at',
      'created_at',
      // A manual account (statement imports, decision 026) has no bank link to refresh.
      (eb) =>
        eb
          .exists(eb.selectFrom('manual_accounts').select('manual_accounts.account_id').whereRef('manual_accounts.account_id', '=', 'bank_accounts.id'))
          .as('manual'),
      // How current an account kept by import is: its newest transaction (issue 22, item 7).
      // Only a manual account asks, so a synced account costs no lookup.
      sql<string | null>`case when exists (select 1 from manual_accounts m where m.account_id = bank_accounts.id)
        then (select max(t.date) from transactions t where t.account_id = bank_accounts.id) end`.as('data_to'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function setClassification(db: Db, userId: string, accountId: string, classification: 'CurrentAccount' | 'SavingsAccount') {
  const result = await db
    .updateTable('bank_accounts')
    .set({ account_classification: classification, classification_set_by_user: true })
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findAccount(db: Db, userId: string, accountId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'requisition_id', 'account_id'])
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Deletes the account row: its transactions and bills go with it (ON DELETE CASCADE). */
export async function deleteAccountRow(db: Db, accountId: string) {
  await db.deleteFrom('bank_accounts').where('id', '=', accountId).execute();
}

/** Later syncs of the link skip this provider account. */
export async function excludeFromLink(db: Db, requisitionId: string, providerAccountId: string) {
  await db
    .updateTable('requisitions')
    .set({ excluded_account_ids: sql<string[]>`array_append(excluded_account_ids, ${providerAccountId})` })
    .where('id', '=', requisitionId)
    .execute();
}

export async function linkHasAccounts(db: Db, requisitionId: string): Promise<boolean> {
  const left = await db.selectFrom('bank_accounts').select('id').where('requisition_id', '=', requisitionId).executeTakeFirst();
  return left !== undefined;
}

/**
 * The user's transactions dated from..to (inclusive), newest first. Amounts in signed pence.
 * The category is category_id (issue 14); the old `category` column is never written and is
 * not returned.
 */
export function listTransactions(db: Db, userId: string, range: { from: string; to: string; limit: number }) {
  return db
    .selectFrom('transactions')
    .select(['id', 'account_id', 'date', 'amount', 'currency', 'status', 'type', 'description', 'counterparty', 'merchant_name', 'category_id'])
    .where('user_id', '=', userId)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(range.limit)
    .execute();
}

/**
 * Claims the scheduled refresh's next due connections and moves each to its next slot in one
 * statement (FOR UPDATE SKIP LOCKED): with several instances on one Postgres, each connection
 * is refreshed once per slot.
 */
export function claimDueConnections(db: Db, now: Date, limit: number) {
  return sql<{ id: string }>`
    update requisitions set next_refresh_at = ${new Date(now.getTime() + 30 * 60_000)}, updated_at = now()
    where id in (
      select id from requisitions
      where status = 'linked' and not needs_reconnect and (next_refresh_at is null or next_refresh_at <= ${now})
      order by next_refresh_at nulls first
      limit ${limit}
      for update skip locked
    )
    returning id`.execute(db);
}

/** Flags, once, the links whose access ends within `days`; returns how many were flagged now. */
export async function flagExpiringConnections(db: Db, now: Date, days: number): Promise<number> {
  const flagged = await db
    .updateTable('requisitions')
    .set({ expiry_warned_at: now, updated_at: now })
    .where('status', '=', 'linked')
    .where('expiry_warned_at', 'is', null)
    .where('access_expires_at', '<=', new Date(now.getTime() + days * 86_400_000))
    .executeTakeFirst();
  return Number(flagged.numUpdatedRows);
}
