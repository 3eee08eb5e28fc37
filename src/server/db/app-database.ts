import { openDatabase, type DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

/**
 * The server's own database, opened and brought up to date. Light on imports on purpose:
 * main.ts starts it before loading the app's code, so the embedded database's start (a
 * worker thread compiling PGlite) overlaps the loading of the server's modules.
 */
export async function openAppDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
