// npm run db:restore -- file: brings back the embedded database from a backup file.
import { loadConfig } from '../src/server/config';
import { restoreEmbedded } from '../src/server/db/embedded-backup';

const config = loadConfig();
const file = process.argv[2];
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore that Postgres server with pg_restore or psql instead.');
  process.exit(1);
}
if (!file) {
  console.error('Usage: npm run db:restore -- <backup-file.tar.gz>');
  process.exit(1);
}
try {
  const keptAt = await restoreEmbedded(config.dataDir, file);
  console.log(`Restored ${file} into ${config.dataDir}.${keptAt ? ` The previous data is kept in ${keptAt}.` : ''}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
