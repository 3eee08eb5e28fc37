import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

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
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(folder) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(failed ? `Migration ${failed} failed: ${reason}` : `Migrations failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
