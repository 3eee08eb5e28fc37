import { sql, type Kysely } from 'kysely';

// Money In: income the user adds by hand, labels on bank deposits, and each deposit
// source's remembered label (a label given to one deposit becomes the default for later
// deposits from the same source). Indexes for the money screens' queries
// (docs/decisions/012-money-server.md).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('income')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Pence, always money received.
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('source', 'text')
    .addColumn('category', 'text')
    .addColumn('custom_category', 'text')
    .addColumn('income_date', 'date', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('is_recurring', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('frequency', 'text')
    // The spec's generated ids; null for income typed in by hand.
    .addColumn('bank_account_id', 'uuid')
    .addColumn('transaction_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'income_frequency_when_recurring',
      sql`(is_recurring and frequency in ('Weekly', 'Biweekly', 'Monthly', 'Quarterly', 'Annually')) or (not is_recurring and frequency is null)`,
    )
    .execute();
  await db.schema.createIndex('income_user_date_idx').on('income').columns(['user_id', 'income_date']).execute();

  await db.schema
    .createTable('transaction_labels')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('source', 'text')
    .addColumn('category', 'text')
    .addColumn('notes', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Unique on user plus transaction; transaction_id first so the same index also serves
    // the cascade when an account's transactions are deleted.
    .addPrimaryKeyConstraint('transaction_labels_pkey', ['transaction_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('income_sources')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The deposit's description, lower-cased and trimmed.
    .addColumn('source_identifier', 'text', (c) => c.notNull())
    .addColumn('default_category', 'text')
    .addColumn('default_source_name', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('income_sources_pkey', ['user_id', 'source_identifier'])
    .execute();

  // Deposits are a few percent of a user's transactions: Money In reads only them.
  await sql`create index transactions_user_deposits_idx on transactions (user_id, date) where amount > 0`.execute(db);
  // The other side of a move between the user's own accounts: the opposite amount, near the
  // date. The date is indexed as a day number, the form the probe is written in, so the
  // (user_id, date) index can never look as good to the planner, statistics or not (the
  // embedded database gathers none by itself).
  await sql`create index transactions_user_amount_day_idx on transactions (user_id, amount, (date - date '2000-01-01'))`.execute(db);

  // How many transactions each user has on each day, kept by statement-level triggers (one
  // small aggregate per write statement, whatever its size). The Transactions list reads its
  // total and finds a deep page's first day here instead of counting 100,000 rows per request.
  await db.schema
    .createTable('transaction_day_counts')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('transaction_day_counts_pkey', ['user_id', 'date'])
    .execute();
  // Rows are added in key order so two writers for the same user take their locks in the
  // same order. Removal only updates: a count row is never re-created for a user being deleted.
  await sql`
    create function transaction_day_counts_add() returns trigger language plpgsql as $$
    begin
      insert into transaction_day_counts (user_id, date, n)
      select user_id, date, count(*) from added group by user_id, date order by user_id, date
      on conflict (user_id, date) do update set n = transaction_day_counts.n + excluded.n;
      return null;
    end $$`.execute(db);
  await sql`
    create function transaction_day_counts_remove() returns trigger language plpgsql as $$
    begin
      update transaction_day_counts c set n = c.n - r.k
      from (select user_id, date, count(*) as k from removed group by user_id, date) r
      where c.user_id = r.user_id and c.date = r.date;
      return null;
    end $$`.execute(db);
  await sql`
    create function transaction_day_counts_move() returns trigger language plpgsql as $$
    begin
      update transaction_day_counts c set n = c.n - r.k
      from (select o.user_id, o.date, count(*) as k from removed o join added a on a.id = o.id
            where a.date <> o.date or a.user_id <> o.user_id group by o.user_id, o.date) r
      where c.user_id = r.user_id and c.date = r.date;
      insert into transaction_day_counts (user_id, date, n)
      select a.user_id, a.date, count(*) from added a join removed o on o.id = a.id
      where a.date <> o.date or a.user_id <> o.user_id
      group by a.user_id, a.date order by a.user_id, a.date
      on conflict (user_id, date) do update set n = transaction_day_counts.n + excluded.n;
      return null;
    end $$`.execute(db);
  await sql`
    create function transaction_day_counts_clear() returns trigger language plpgsql as $$
    begin
      delete from transaction_day_counts;
      return null;
    end $$`.execute(db);
  await sql`create trigger transaction_day_counts_insert after insert on transactions referencing new table as added for each statement execute function transaction_day_counts_add()`.execute(
    db,
  );
  await sql`create trigger transaction_day_counts_delete after delete on transactions referencing old table as removed for each statement execute function transaction_day_counts_remove()`.execute(
    db,
  );
  await sql`create trigger transaction_day_counts_update after update on transactions referencing old table as removed new table as added for each statement execute function transaction_day_counts_move()`.execute(
    db,
  );
  await sql`create trigger transaction_day_counts_truncate after truncate on transactions for each statement execute function transaction_day_counts_clear()`.execute(
    db,
  );
  await sql`insert into transaction_day_counts (user_id, date, n) select user_id, date, count(*) from transactions group by user_id, date`.execute(db);

  // Search within descriptions and counterparties (any case, any part of a word) through a
  // trigram index where the pg_trgm extension can be had: with btree_gin too, one index on
  // the user and the text, so a search reads only that user's matches. Without pg_trgm the
  // same query scans the user's rows. The separator chr(31), a control character searches
  // never hold, keeps a match from spanning the two columns.
  await sql`
    do $$ begin
      begin
        create extension if not exists pg_trgm;
      exception when others then
        raise notice 'pg_trgm is not available: transaction search runs without an index (%)', sqlerrm;
        return;
      end;
      begin
        create extension if not exists btree_gin;
        create index transactions_search_idx on transactions
          using gin (user_id, (coalesce(description, '') || chr(31) || coalesce(counterparty, '')) gin_trgm_ops);
      exception when others then
        create index transactions_search_idx on transactions
          using gin ((coalesce(description, '') || chr(31) || coalesce(counterparty, '')) gin_trgm_ops);
      end;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists transactions_search_idx`.execute(db);
  for (const trigger of ['insert', 'delete', 'update', 'truncate'])
    await sql.raw(`drop trigger if exists transaction_day_counts_${trigger} on transactions`).execute(db);
  for (const fn of ['add', 'remove', 'move', 'clear']) await sql.raw(`drop function if exists transaction_day_counts_${fn}()`).execute(db);
  await db.schema.dropTable('transaction_day_counts').ifExists().execute();
  await sql`drop index if exists transactions_user_amount_day_idx`.execute(db);
  await sql`drop index if exists transactions_user_deposits_idx`.execute(db);
  for (const table of ['income_sources', 'transaction_labels', 'income']) await db.schema.dropTable(table).ifExists().execute();
}
