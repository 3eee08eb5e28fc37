import { sql, type Kysely } from 'kysely';

// The day-count triggers (migration 2026-11-22T1000-money) plan each statement when it runs
// (issue 23 item 14, docs/decisions/042-server-limits-and-import-safety.md).
//
// PL/pgSQL prepares a statement that has no parameters once per connection and keeps that plan:
// a trigger's first run on a connection decides how every later one joins its transition
// tables. After a few one-row updates (a category changed, an import claimed) the move
// function joined `removed` and `added` by a nested loop, so one update of 50,000 rows (undoing
// an import hands its rows over) compared every row with every other: minutes at full CPU on
// a long-lived connection, seconds on a new one. EXECUTE plans the statement at each run, with
// the transition tables' real sizes (5,000 rows: 6.7 s before, 56 ms after; 20,000 rows: 112 s
// before, 0.25 s after, Postgres 15). The statements are unchanged.

const ADD = `
  insert into transaction_day_counts (user_id, date, n)
  select user_id, date, count(*) from added group by user_id, date order by user_id, date
  on conflict (user_id, date) do update set n = transaction_day_counts.n + excluded.n`;

const REMOVE = `
  update transaction_day_counts c set n = c.n - r.k
  from (select user_id, date, count(*) as k from removed group by user_id, date) r
  where c.user_id = r.user_id and c.date = r.date`;

const MOVE_OUT = `
  update transaction_day_counts c set n = c.n - r.k
  from (select o.user_id, o.date, count(*) as k from removed o join added a on a.id = o.id
        where a.date <> o.date or a.user_id <> o.user_id group by o.user_id, o.date) r
  where c.user_id = r.user_id and c.date = r.date`;

const MOVE_IN = `
  insert into transaction_day_counts (user_id, date, n)
  select a.user_id, a.date, count(*) from added a join removed o on o.id = a.id
  where a.date <> o.date or a.user_id <> o.user_id
  group by a.user_id, a.date order by a.user_id, a.date
  on conflict (user_id, date) do update set n = transaction_day_counts.n + excluded.n`;

async function define(db: Kysely<any>, name: string, body: string) {
  await sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $fn$ begin ${body} return null; end $fn$`).execute(db);
}

const quoted = (statement: string) => `'${statement.replaceAll("'", "''")}'`;

export async function up(db: Kysely<any>): Promise<void> {
  await define(db, 'transaction_day_counts_add', `execute ${quoted(ADD)};`);
  await define(db, 'transaction_day_counts_remove', `execute ${quoted(REMOVE)};`);
  await define(db, 'transaction_day_counts_move', `execute ${quoted(MOVE_OUT)}; execute ${quoted(MOVE_IN)};`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await define(db, 'transaction_day_counts_add', `${ADD};`);
  await define(db, 'transaction_day_counts_remove', `${REMOVE};`);
  await define(db, 'transaction_day_counts_move', `${MOVE_OUT}; ${MOVE_IN};`);
}
