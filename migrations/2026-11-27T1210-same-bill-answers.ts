import { sql, type Kysely } from 'kysely';

// Bills typed by hand that the bank finds too, and how a bill found in payments was paid
// (docs/decisions/044-bills-paid-same-and-coded.md).
//
// bill_bank_matches: a bill of the person's own (bills) that looks like one the bank found
// (bank_bills, named by account and payee key, which outlive a bank bill's row id). While
// answer is null the question "Is your Rent (£950) the same as P Jones Landlord (£850)?" is
// open and the bank's bill alone counts; 'same' keeps it so; 'different' counts both and the
// question is never asked again for that pair.
//
// bank_bills.payment_method: how the payments of a bill found without the bank's codes were
// made ('card' or 'payment'), so it says how it was found ("card payment every month");
// null for direct debits and standing orders, which the bank names itself.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bill_bank_matches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bill_id', 'uuid', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('bank_accounts.id').onDelete('cascade'))
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint('bill_bank_matches_answer', sql`answer in ('same', 'different')`)
    .execute();
  await db.schema.createIndex('bill_bank_matches_pair').unique().on('bill_bank_matches').columns(['user_id', 'bill_id', 'account_id', 'vendor']).execute();
  await db.schema.alterTable('bank_bills').addColumn('payment_method', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_bills').dropColumn('payment_method').execute();
  await db.schema.dropTable('bill_bank_matches').execute();
}
