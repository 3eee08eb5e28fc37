import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { CategorySource } from '../../../shared/categories/categorise';
import { addDays } from '../../../shared/dates';
import { OWN_TRANSFER_WINDOW_DAYS } from '../../money-rules/own-transfers';
import { isSpendingDebit, isSpendingRefund } from '../../money-rules/spending';

// The categories module owns category_changes and category_rules, and the category_id,
// category_source and merchant_name columns of transactions.

type Range = { from: string; to: string };

const ROW_INPUT = [
  'id',
  'date',
  'amount',
  'description',
  'counterparty',
  'bank_transaction_code',
  'proprietary_code',
  'raw_data',
  'category_id',
  'category_source',
] as const;

export function changesOf(db: Db, userId: string) {
  return db
    .selectFrom('category_changes')
    .select(['category_id', 'name', 'category_group', 'hidden'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Sets a rename or hide of a category (a built-in one gets its change row on first use). */
export async function upsertChange(db: Db, userId: string, categoryId: string, set: { name?: string; hidden?: boolean }) {
  await db
    .insertInto('category_changes')
    .values({ user_id: userId, category_id: categoryId, name: set.name ?? null, hidden: set.hidden ?? false, category_group: null })
    .onConflict((oc) => oc.columns(['user_id', 'category_id']).doUpdateSet(set))
    .execute();
}

export async function insertCustom(db: Db, userId: string, categoryId: string, name: string, group: 'income' | 'bills' | 'everyday' | 'money') {
  await db.insertInto('category_changes').values({ user_id: userId, category_id: categoryId, name, category_group: group }).execute();
}

export function rulesOf(db: Db, userId: string) {
  return db
    .selectFrom('category_rules')
    .select(['id', 'merchant', 'merchant_key', 'category_id', 'direction'])
    .where('user_id', '=', userId)
    .orderBy('merchant')
    .execute();
}

/** A rule for the merchant (one per merchant and direction): a new one, or the old one with the new category. */
export async function upsertRule(db: Db, userId: string, rule: { merchant: string; merchantKey: string; categoryId: string }) {
  await sql`
    insert into category_rules (user_id, merchant_key, merchant, category_id, direction)
    values (${userId}, ${rule.merchantKey}, ${rule.merchant}, ${rule.categoryId}, null)
    on conflict (user_id, merchant_key, coalesce(direction, '')) do update
      set category_id = excluded.category_id, merchant = excluded.merchant, updated_at = now()`.execute(db);
}

export async function updateRule(db: Db, userId: string, id: string, categoryId: string) {
  const row = await db
    .updateTable('category_rules')
    .set({ category_id: categoryId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['merchant_key'])
    .executeTakeFirst();
  return row?.merchant_key;
}

export async function deleteRule(db: Db, userId: string, id: string) {
  const row = await db.deleteFrom('category_rules').where('id', '=', id).where('user_id', '=', userId).returning(['merchant_key']).executeTakeFirst();
  return row?.merchant_key;
}

/** Up to `limit` rows of anyone's never sorted (merchant_name null), for the one-off sort after the migration. */
export function unsortedRows(db: Db, limit: number) {
  return db
    .selectFrom('transactions')
    .select(ROW_INPUT)
    .select('user_id')
    .where('merchant_name', 'is', null)
    .where('category_source', '<>', 'person')
    .limit(limit)
    .execute();
}

/**
 * The distinct payee texts (descriptions and counterparties) of the user's rows that a rule
 * may sort, i.e. not the person's own choices. A rule matches a row's counterparty or its
 * description (categorise.ts payeeTexts) by the text's rule key, which only JavaScript can
 * work out (merchantName): the texts repeat, so the key is worked out once per text.
 */
export async function payeeTextsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await sql<{ text: string }>`
    select description as text from transactions where user_id = ${userId} and category_source <> 'person' and description is not null
    union
    select counterparty from transactions where user_id = ${userId} and category_source <> 'person' and counterparty is not null`.execute(db);
  return rows.rows.map((r) => r.text);
}

/**
 * Rows a changed rule may concern: those whose merchant is one of the rule keys, those whose
 * description or counterparty is one of `texts` (the texts whose rule key is one of the
 * keys: a rule reaches a row through its description too), and those a rule sorted (its
 * rule may be the one gone). Never a person's own choice.
 */
export function rowsForRules(db: Db, userId: string, keys: readonly string[], texts: readonly string[] = []) {
  const textList = sql`(select json_array_elements_text(${JSON.stringify(texts)}::json))`;
  return db
    .selectFrom('transactions')
    .select(ROW_INPUT)
    .select('merchant_name')
    .where('user_id', '=', userId)
    .where('category_source', '<>', 'person')
    .where((eb) =>
      eb.or([
        eb('category_source', '=', 'rule'),
        ...(keys.length > 0 ? [eb(sql<string>`upper(merchant_name)`, 'in', keys)] : []),
        ...(texts.length > 0 ? [sql<boolean>`description in ${textList}`, sql<boolean>`counterparty in ${textList}`] : []),
      ]),
    )
    .execute();
}

/** A stored row as rowsForRules gives it. */
export type RuleRow = Awaited<ReturnType<typeof rowsForRules>>[number];

/**
 * The person's spending payments to these merchants (keys: the merchant name upper case, as a
 * rule key), counted per merchant and category with the newest date: where refunds from them
 * go (categorise-rows.ts rowCategoriser). Spending as money-rules/spending.ts defines it, never
 * Uncategorised or one of the person's own income categories.
 */
export async function purchasesFrom(db: Db, userId: string, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await sql<{ key: string; category_id: string; count: string | number; last: string }>`
    select upper(t.merchant_name) as key, t.category_id, count(*) as count, max(t.date) as last
    from transactions t
    where t.user_id = ${userId} and t.amount < 0 and ${isSpendingDebit('t')} and t.category_id <> 'uncategorised'
      and upper(t.merchant_name) in (select json_array_elements_text(${JSON.stringify(keys)}::json))
      and not exists (select 1 from category_changes c
        where c.user_id = t.user_id and c.category_id = t.category_id and c.category_group in ('income', 'transfers'))
    group by upper(t.merchant_name), t.category_id`.execute(db);
  return rows.rows;
}

export type CategoryWrite = { id: string; category_id: string; category_source: CategorySource; merchant_name: string | null };

/** Writes categories (and merchant names) to the user's rows; a person's choice is never written over here. */
export async function writeCategories(db: Db, userId: string, values: readonly CategoryWrite[]) {
  for (let i = 0; i < values.length; i += 5000) {
    await sql`
      update transactions t set category_id = r.category_id, category_source = r.category_source,
        merchant_name = coalesce(r.merchant_name, t.merchant_name)
      from json_to_recordset(${JSON.stringify(values.slice(i, i + 5000))}::json) as r(id uuid, category_id text, category_source text, merchant_name text)
      where t.id = r.id and t.user_id = ${userId} and t.category_source <> 'person'`.execute(db);
  }
}

/** A person's choice for one of their rows; the row's merchant, or undefined when it is not theirs. */
export async function setPersonChoice(db: Db, userId: string, transactionId: string, categoryId: string) {
  return db
    .updateTable('transactions')
    .set({ category_id: categoryId, category_source: 'person' })
    .where('id', '=', transactionId)
    .where('user_id', '=', userId)
    .returning(['merchant_name', 'counterparty', 'description'])
    .executeTakeFirst();
}

/** One transaction with its account, for the detail sheet. */
export function transactionDetail(db: Db, userId: string, transactionId: string) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.account_id')
    .leftJoin('transaction_labels as l', (join) => join.onRef('l.transaction_id', '=', 't.id').onRef('l.user_id', '=', 't.user_id'))
    .select([
      't.id',
      't.date',
      't.amount',
      't.currency',
      't.status',
      't.description',
      't.counterparty',
      't.merchant_name',
      't.category_id',
      't.category_source',
      't.account_id',
      'a.account_name',
      'a.institution_name',
      'l.source as label_source',
      'l.category as label_category',
      'l.notes as label_notes',
    ])
    .where('t.id', '=', transactionId)
    .where('t.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Money spent per day and category within the range (positive pence): debits, booked and
 * pending, without moves between the user's own accounts and without the transfers category;
 * and the refunds into a spending category (negative pence, money/spending.ts), which the
 * caller nets per category and period with netSpending. A day and category may so have two rows.
 * A move is what the dashboard's spending leaves out (dashboard/queries.ts spendingByDay):
 * described as a transfer between accounts, or mirrored to the penny by money into another
 * of the user's accounts within OWN_TRANSFER_WINDOW_DAYS.
 *
 * Worked as all the range's debits (one index-only scan of transactions_user_spending_idx,
 * whose predicate is the description test below, word for word) less the mirrored ones,
 * found from the range's deposits (a few percent of the rows) by one probe each of the
 * (user, amount, day) index (the lateral `offset 0` keeps it a probe: as a join the planner
 * sorted every debit of the range by amount instead): no per-debit test over the range. A debit mirrored by two deposits is taken
 * off once (distinct). A day and category whose every debit was a move is left out, as
 * before (the counts say so, not the sums).
 */
export async function spendingByDayAndCategory(db: Db, userId: string, range: Range) {
  const window = sql.lit(OWN_TRANSFER_WINDOW_DAYS);
  const day = (column: string) => sql`(${sql.ref(column)} - date '2000-01-01')`;
  const spending = sql`t.date between ${range.from} and ${range.to} and ${isSpendingDebit('t')}`;
  const rows = await sql<{ date: string; category_id: string; total: number }>`
    with spent as (
      select t.date, t.category_id, sum(-t.amount)::bigint as total, count(*) as n
      from transactions t
      where t.user_id = ${userId} and ${spending}
      group by t.date, t.category_id
    ), moved as (
      select m.date, m.category_id, sum(-m.amount)::bigint as total, count(*) as n
      from (
        select distinct t.id, t.date, t.category_id, t.amount
        from transactions o
        cross join lateral (
          select t.id, t.date, t.category_id, t.amount from transactions t
          where t.user_id = ${userId} and t.amount = -o.amount
            and ${day('t.date')} between ${day('o.date')} - ${window} and ${day('o.date')} + ${window}
            and t.account_id <> o.account_id and ${spending}
          offset 0
        ) t
        where o.user_id = ${userId} and o.amount > 0
          and o.date between ${addDays(range.from, -OWN_TRANSFER_WINDOW_DAYS)} and ${addDays(range.to, OWN_TRANSFER_WINDOW_DAYS)}
      ) m
      group by m.date, m.category_id
    )
    select s.date, s.category_id, s.total - coalesce(m.total, 0) as total
    from spent s left join moved m on m.date = s.date and m.category_id = s.category_id
    where s.n > coalesce(m.n, 0)
    union all
    select t.date, t.category_id, sum(-t.amount)::bigint as total
    from transactions t
    where t.user_id = ${userId} and t.date between ${range.from} and ${range.to} and ${isSpendingRefund('t')}
    group by t.date, t.category_id`.execute(db);
  return rows.rows.map((r) => ({ date: r.date, categoryId: r.category_id, total: Number(r.total) }));
}

/** Each account's net movement per day since `from` (for the balance over time). */
export async function movementsSince(db: Db, userId: string, from: string) {
  const rows = await db
    .selectFrom('transactions')
    .select(['account_id', 'date', sql<number>`sum(amount)::bigint`.as('net')])
    .where('user_id', '=', userId)
    .where('date', '>', from)
    .groupBy(['account_id', 'date'])
    .execute();
  return rows.map((r) => ({ accountId: r.account_id, date: r.date, net: Number(r.net) }));
}

/** Each account's first transaction date: before it, a balance worked back is invented. */
export async function firstDatesByAccount(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('transactions')
    .select(['account_id', sql<string>`min(date)`.as('first')])
    .where('user_id', '=', userId)
    .groupBy('account_id')
    .execute();
  return new Map(rows.map((r) => [r.account_id, r.first]));
}

export function accountsOf(db: Db, userId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'account_name', 'institution_name', 'balance', 'raw_data'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * The account's pending rows holding a person's choice that are about to go (not among the
 * provider's current pending keys): the ones a booked row may be replacing.
 */
export function leavingChosenPending(db: Db, userId: string, accountId: string, stillPendingKeys: readonly string[]) {
  let query = db
    .selectFrom('transactions')
    .select(['id', 'date', 'amount', 'provider_transaction_id', 'category_id'])
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'pending')
    .where('category_source', '=', 'person');
  if (stillPendingKeys.length > 0) query = query.where('external_key', 'not in', stillPendingKeys);
  return query.execute();
}

/**
 * The account's booked rows inserted by this database transaction (created_at is the
 * transaction's start, now()) within the dates, that hold no choice of the person's.
 */
export function bookedInsertedNow(db: Db, userId: string, accountId: string, range: Range) {
  return db
    .selectFrom('transactions')
    .select(['id', 'date', 'amount', 'provider_transaction_id'])
    .where('user_id', '=', userId)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('account_id', '=', accountId)
    .where('status', '=', 'booked')
    .where('category_source', '<>', 'person')
    .where('created_at', '=', sql<Date>`now()`)
    .execute();
}

/** Marks these rows as the person's choice of category. */
export async function setPersonChoices(db: Db, userId: string, choices: readonly { id: string; categoryId: string }[]) {
  for (const choice of choices) {
    await db
      .updateTable('transactions')
      .set({ category_id: choice.categoryId, category_source: 'person' })
      .where('id', '=', choice.id)
      .where('user_id', '=', userId)
      .execute();
  }
}
