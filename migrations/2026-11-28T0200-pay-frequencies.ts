import { sql, type Kysely } from 'kysely';

// Pay every week, two weeks or four weeks, and pay on a weekday of the month (issue 26, items
// 1 and 2; docs/decisions/049-pay-frequencies-and-the-tax-year.md).
//
// pay_frequency: 'monthly' | 'four-weekly' | 'fortnightly' | 'weekly'; null reads as monthly,
// so every row saved before keeps meaning exactly what it meant (pay_day 1-28, or 31).
// pay_anchor: a day the person was paid (before any weekend move); the weekly kinds count
// whole periods from it, and need it.
// pay_weekday (1 Monday to 5 Friday) with pay_week (1-4, or -1 the last): monthly pay on a
// weekday of the month, 'the last Friday' or 'the second Tuesday'; pay_day is then null.
// salary_frequency / salary_anchor: the recognised salary's schedule when it is not monthly
// (null: monthly on salary_day), for "Your pay from ACME LTD lands every 4 weeks".

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('pay_frequency', 'text', (c) => c.check(sql`pay_frequency in ('monthly', 'four-weekly', 'fortnightly', 'weekly')`))
    .addColumn('pay_anchor', 'date')
    .addColumn('pay_weekday', 'smallint', (c) => c.check(sql`pay_weekday between 1 and 5`))
    .addColumn('pay_week', 'smallint', (c) => c.check(sql`pay_week between 1 and 4 or pay_week = -1`))
    .addColumn('salary_frequency', 'text', (c) => c.check(sql`salary_frequency in ('four-weekly', 'fortnightly', 'weekly')`))
    .addColumn('salary_anchor', 'date')
    .execute();
  await db.schema
    .alterTable('profiles')
    .addCheckConstraint('profiles_pay_anchor_needed', sql`pay_frequency is null or pay_frequency = 'monthly' or pay_anchor is not null`)
    .execute();
  await db.schema
    .alterTable('profiles')
    .addCheckConstraint('profiles_pay_weekday_and_week', sql`(pay_weekday is null) = (pay_week is null)`)
    .execute();
  await db.schema
    .alterTable('profiles')
    .addCheckConstraint('profiles_salary_anchor_needed', sql`salary_frequency is null or salary_anchor is not null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').dropConstraint('profiles_salary_anchor_needed').execute();
  await db.schema.alterTable('profiles').dropConstraint('profiles_pay_weekday_and_week').execute();
  await db.schema.alterTable('profiles').dropConstraint('profiles_pay_anchor_needed').execute();
  await db.schema
    .alterTable('profiles')
    .dropColumn('salary_anchor')
    .dropColumn('salary_frequency')
    .dropColumn('pay_week')
    .dropColumn('pay_weekday')
    .dropColumn('pay_anchor')
    .dropColumn('pay_frequency')
    .execute();
}
