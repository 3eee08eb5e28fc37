// npm run db:backup [-- file]: saves the embedded database to a .tar.gz file.
import { loadConfig } from '../src/server/config';
import { backupEmbedded } from '../src/server/db/embedded-backup';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up that Postgres server with pg_dump instead.');
  process.exit(1);
}
const file = process.argv[2] ?? `plainsight-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const bytes = await backupEmbedded(config.dataDir, file);
  console.log(`Saved ${config.dataDir} to ${file} (${(bytes / 1024).toFixed(0)} KiB).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
