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
  await createSearchIndex(db, 'search_text', 'with (gin_pending_list_limit = 256)');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists transactions_search_idx`.execute(db);
  await sql`alter table transactions drop column if exists search_text`.execute(db);
  await createSearchIndex(db, "(coalesce(description, '') || chr(31) || coalesce(counterparty, ''))", '');
}

/**
 * As in 2026-11-22T1000-money: a trigram index on `text`, with the user in it where btree_gin
 * can be had, and none where pg_trgm cannot (the same query then tests the user's rows one by one).
 */
async function createSearchIndex(db: Kysely<any>, text: string, storage: string) {
  await sql`
    do $$ begin
      if not exists (select 1 from pg_extension where extname = 'pg_trgm') then
        return;
      end if;
      if exists (select 1 from pg_extension where extname = 'btree_gin') then
        create index transactions_search_idx on transactions using gin (user_id, ${sql.raw(text)} gin_trgm_ops) ${sql.raw(storage)};
      else
        create index transactions_search_idx on transactions using gin (${sql.raw(text)} gin_trgm_ops) ${sql.raw(storage)};
      end if;
    end $$`.execute(db);
}
