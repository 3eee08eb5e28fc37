import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/** Every table of the app's schema (migration bookkeeping included; it mentions no user). */
async function allTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/**
 * The rows, table by table, whose text (every column, as Postgres prints the row) contains
 * any of `needles` (a user's id, their email...). Tables with no such row are left out.
 * Not tied to column names, so a table added later, or an id copied into a URL or a JSON
 * column, is found too.
 */
export async function rowsMentioning(db: Kysely<Database>, needles: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const table of await allTables(db)) {
    const { rows } = await sql<{ row: string }>`
      select t::text as row from ${sql.table(table)} t
      where ${sql.join(
        needles.map((n) => sql`position(${n} in t::text) > 0`),
        sql` or `,
      )}
      order by 1`.execute(db);
    if (rows.length > 0) found[table] = rows.map((r) => r.row);
  }
  return found;
}
