import { sql, type Kysely } from 'kysely';

// Working-day pay days and the recognised salary (docs/decisions/017-working-day-pay-days.md).
//
// pay_day_adjustment: what happens to a pay day on a weekend or bank holiday; null reads as
// 'previous-working-day'. bank_holiday_region: whose bank holidays; null reads as
// 'england-and-wales'. Null means "never chosen", so nobody's rows need rewriting.
// salary_payer: the payer recognised as the person's salary ('ACME LTD'); salary_answer:
// salary_day: the day it usually lands (31: the last working day), for the question;
// salary_answer: 'confirmed' or 'rejected' once they answered "Your pay from ... lands around the 25th"
// (null: not asked yet).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('pay_day_adjustment', 'text', (c) => c.check(sql`pay_day_adjustment in ('as-is', 'previous-working-day', 'next-working-day')`))
    .addColumn('bank_holiday_region', 'text', (c) => c.check(sql`bank_holiday_region in ('england-and-wales', 'scotland', 'northern-ireland')`))
    .addColumn('salary_payer', 'text', (c) => c.check(sql`char_length(salary_payer) <= 200`))
    .addColumn('salary_day', 'smallint', (c) => c.check(sql`(salary_day between 1 and 28) or salary_day = 31`))
    .addColumn('salary_answer', 'text', (c) => c.check(sql`salary_answer in ('confirmed', 'rejected')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .dropColumn('salary_answer')
    .dropColumn('salary_day')
    .dropColumn('salary_payer')
    .dropColumn('bank_holiday_region')
    .dropColumn('pay_day_adjustment')
    .execute();
}
