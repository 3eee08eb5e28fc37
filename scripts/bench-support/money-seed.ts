import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/server/db/database';
import { benchRequisition } from './bench-seed';

// The heavy user's data the money benches measure against (scripts/bench-money.ts and
// scripts/bench-category-totals.ts): three accounts and `count` transactions over three
// years, the same rows in both so their figures compare.

type Db = DatabaseHandle['db'];

const BENCH_DAYS = 3 * 365;

/**
 * The u-th bench person, straight into the tables (sign-up's password hashing would only slow
 * the set-up): onboarded, every other one with the 25th as pay day; returns the user id.
 */
export async function seedBenchUser(db: Db, label: string, u: number): Promise<string> {
  const { id: userId } = await db
    .insertInto('users')
    .values({ email: `bench-${label}-${u}-${randomUUID()}@example.com`, email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      id: userId,
      first_name: 'Bench',
      last_name: String(u),
      phone_number: null,
      pay_day: u % 2 ? 25 : null,
      onboarding_completed: true,
      avatar_url: null,
      selected_plan: null,
      updated_at: new Date(),
    })
    .execute();
  return userId;
}

/**
 * Three accounts: a current account, a joint one, and a savings account; balances in pence.
 */
export async function seedAccounts(db: Db, userId: string, now: Date): Promise<[string, string, string]> {
  const { id: requisitionId } = await benchRequisition(db, userId);
  const ids: string[] = [];
  for (const [name, classification, balance] of [
    ['Current', 'CurrentAccount', 123456],
    ['Joint', 'CurrentAccount', 45678],
    ['Saver', 'SavingsAccount', 2500000],
  ] as const) {
    const row = await db
      .insertInto('bank_accounts')
      .values({
        user_id: userId,
        requisition_id: requisitionId,
        account_id: randomUUID(),
        account_name: name,
        institution_name: 'Bench Bank',
        account_classification: classification,
        balance,
        sort_code: '40-12-34',
        last_synced_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids as [string, string, string];
}

/**
 * `count` transactions over the last three years to `today`, in one statement
 * (generate_series): card spending across the accounts, about 3% deposits (some refunds and
 * cashback), a salary every month, and a weekly move from the current account into the saver.
 */
export async function seedTransactions(db: Db, userId: string, [current, joint, saver]: [string, string, string], count: number, today: string) {
  await sql`
    insert into transactions (user_id, account_id, external_key, status, date, amount, type, description, counterparty, raw_data)
    select ${userId}, acc, 'bench-' || i, case when i < 40 then 'pending' else 'booked' end, d, amt,
           case when amt < 0 then 'debit' else 'credit' end, descr, descr, '{}'::jsonb
    from (
      select i,
             ${today}::date - (i * ${BENCH_DAYS} / ${count})::int as d,
             case when i % 10 < 7 then ${current}::uuid when i % 10 < 9 then ${joint}::uuid else ${saver}::uuid end as acc,
             case when i % 33 = 0 then ((i * 7919) % 20000) + 500 else -(((i * 7919) % 9000) + 100) end as amt,
             case when i % 33 = 0 then (array['Amazon Refund', 'Cashback', 'Vinted payout', 'Etsy payout', 'HMRC'])[1 + (i / 33) % 5]
                  else (array['TESCO STORES', 'SAINSBURYS', 'TFL TRAVEL', 'COSTA COFFEE', 'OCTOPUS ENERGY', 'NETFLIX', 'AMAZON', 'PRET', 'BOOTS', 'DELIVEROO', 'UBER', 'SHELL'])[1 + i % 12] end as descr
      from generate_series(1, ${count}) as i
    ) g
  `.execute(db);
  const months = Math.floor(BENCH_DAYS / 30);
  await sql`
    insert into transactions (user_id, account_id, external_key, status, date, amount, type, description, counterparty, raw_data)
    select ${userId}, ${current}::uuid, 'salary-' || m, 'booked', (date_trunc('month', ${today}::date) - make_interval(months => m))::date + 24, 250000, 'credit', 'ACME LTD SALARY', 'ACME LTD', '{}'::jsonb
    from generate_series(0, ${months}) as m
  `.execute(db);
  for (const [account, sign, side] of [
    [current, -1, 'out'],
    [saver, 1, 'in'],
  ] as const) {
    await sql`
      insert into transactions (user_id, account_id, external_key, status, date, amount, type, description, counterparty, raw_data)
      select ${userId}, ${account}::uuid, 'move-' || ${side} || '-' || w, 'booked', ${today}::date - w * 7, ${sign} * 20000, ${sign < 0 ? 'debit' : 'credit'}, ${sign < 0 ? 'To Saver' : 'From Current'}, null, '{}'::jsonb
      from generate_series(0, ${Math.floor(BENCH_DAYS / 7)}) as w
    `.execute(db);
  }
}
