import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { MAINTENANCE_STATEMENT_TIMEOUT_MS } from './database';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

export class MigrationError extends Error {}

/**
 * Reads migrations/ with this module's own dynamic import (Kysely's provider imports
 * from inside node_modules, where tsx and vitest do not load TypeScript).
 */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.folder)).filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(this.folder, file)).href)) as Migration;
      migrations[file.replace(/\.(ts|js|mjs)$/, '')] = module;
    }
    return migrations;
  }
}

/**
 * Brings the schema up to date. Kysely runs the pending migrations in one transaction
 * on Postgres, so a failing migration leaves the data exactly as it was.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function migrateToLatest(db: Kysely<any>, folder = migrationsFolder): Promise<string[]> {
  if (await upToDate(db, folder)) return [];
  // Migrations are the named maintenance allowed past the pool's statement timeout (a new
  // index on a large table): on one connection, set for it and reset to the pool's after.
  const { error, results } = await db.connection().execute(async (conn) => {
    await sql`select set_config('statement_timeout', ${String(MAINTENANCE_STATEMENT_TIMEOUT_MS)}, false)`.execute(conn);
    try {
      return await new Migrator({ db: conn, provider: new FolderMigrationProvider(folder) }).migrateToLatest();
    } finally {
      await sql`reset statement_timeout`.execute(conn);
    }
  });
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(failed ? `Migration ${failed} failed: ${reason}` : `Migrations failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * True when the database has run exactly the migrations in the folder: the usual restart,
 * answered by one query without loading every migration's code (about a third of a cold
 * start on the embedded database). Anything else, a new database included, goes to Kysely's
 * Migrator, which takes its lock and reports what does not match.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
async function upToDate(db: Kysely<any>, folder: string): Promise<boolean> {
  const files = (await fs.readdir(folder)).filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts')).map((f) => f.replace(/\.(ts|js|mjs)$/, ''));
  const table = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!table.rows[0]?.found) return false;
  const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(ran.rows.map((r) => r.name));
  return done.size === files.length && files.every((f) => done.has(f));
}
