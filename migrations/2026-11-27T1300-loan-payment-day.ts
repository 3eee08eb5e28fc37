import { sql, type Kysely } from 'kysely';

// A loan's payment day (issue 22, item 8; decision 045), and its share of income to one decimal.
//
// large_bills.payment_day: the day of the month the payment leaves (1-31; the last day of a
// shorter month). Null for loans added before it was asked: their final payment date's day
// stands in, as the loan's progress already assumes. The loan's bill falls due on the next
// such day rather than on the day the loan was added.
// large_bills.income_percentage: double precision, so 5.8% is no longer kept as 6.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('large_bills')
    .addColumn('payment_day', 'smallint', (col) => col.check(sql`payment_day between 1 and 31`))
    .execute();
  await sql`alter table large_bills alter column income_percentage type double precision`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table large_bills alter column income_percentage type integer using round(income_percentage)::integer`.execute(db);
  await db.schema.alterTable('large_bills').dropColumn('payment_day').execute();
}
