import { sql, type Kysely } from 'kysely';

// Large bills (instalment loans) and the link from a loan to its monthly '{name} Payment'
// bill (docs/decisions/013-bills-and-loans.md).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('large_bills')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Pence: the remaining balance.
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('monthly_payment', 'bigint', (c) => c.notNull().check(sql`monthly_payment > 0`))
    // The monthly payment as a share of the user's monthly income, when they have income.
    .addColumn('income_percentage', 'integer')
    .addColumn('final_payment_date', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('large_bills_user_id_idx').on('large_bills').columns(['user_id', 'created_at']).execute();

  // Deleting a loan deletes its payment bill; deleting the bill leaves the loan (saving the
  // loan again adds the bill back).
  await db.schema
    .alterTable('bills')
    .addColumn('loan_id', 'uuid', (c) => c.references('large_bills.id').onDelete('cascade'))
    .execute();
  // One payment bill per loan.
  await db.schema.createIndex('bills_loan_id_key').unique().on('bills').column('loan_id').where(sql.ref('loan_id'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bills_loan_id_key').ifExists().execute();
  await db.schema.alterTable('bills').dropColumn('loan_id').execute();
  await db.schema.dropTable('large_bills').ifExists().execute();
}
