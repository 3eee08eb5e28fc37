import { sql, type Kysely } from 'kysely';

// Transaction search reads a stored, lower-cased search text instead of working it out from
// description and counterparty for every row it tests (docs/decisions/012-money-server.md,
// "Search"). Measured on 100,000 rows of one user, counting the 7,600 matches of a common
// word took 14 ms with ILIKE over the expression and 7 ms with LIKE over the stored text.
//
// The index also holds back fewer new entries: GIN collects them in a pending list that every
// search reads in full until it is merged, by default up to 4 MB. Postgres servers merge it
// when autovacuum runs; the embedded database has none, so after a bank import every search
// paid for reading megabytes. At 256 kB the inserting session merges it in small batches;
// importing 10,000 transactions costs the same (scripts/bench-sync-import.ts).

export async function up(db: Kysely<any>): Promise<void> {
  // chr(31), a control character a search never holds, keeps a match from spanning the two.
  await sql`
    alter table transactions add column search_text text not null
      generated always as (lower(coalesce(description, '') || chr(31) || coalesce(counterparty, ''))) stored`.execute(db);
  await sql`drop index if exists transactions_search_idx`.execute(db);
  // As in 2026-11-22T1000-money: with the user in the index where btree_gin can be had, with
  // no index where pg_trgm cannot (the same query then tests the user's rows one by one).
  await sql`
    do $$ begin
      if not exists (select 1 from pg_extension where extname = 'pg_trgm') then
        return;
      end if;
      if exists (select 1 from pg_extension where extname = 'btree_gin') then
        create index transactions_search_idx on transactions
          using gin (user_id, search_text gin_trgm_ops) with (gin_pending_list_limit = 256);
      else
        create index transactions_search_idx on transactions
          using gin (search_text gin_trgm_ops) with (gin_pending_list_limit = 256);
      end if;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists transactions_search_idx`.execute(db);
  await sql`alter table transactions drop column if exists search_text`.execute(db);
  await sql`
    do $$ begin
      if not exists (select 1 from pg_extension where extname = 'pg_trgm') then
        return;
      end if;
      if exists (select 1 from pg_extension where extname = 'btree_gin') then
        create index transactions_search_idx on transactions
          using gin (user_id, (coalesce(description, '') || chr(31) || coalesce(counterparty, '')) gin_trgm_ops);
      else
        create index transactions_search_idx on transactions
          using gin ((coalesce(description, '') || chr(31) || coalesce(counterparty, '')) gin_trgm_ops);
      end if;
    end $$`.execute(db);
}
