import { ConfigError, loadConfig } from './config';
import { openAppDatabase } from './db/app-database';
import { DataDirInUseError } from './db/data-dir-lock';
import type { DatabaseHandle } from './db/database';
import { MigrationError } from './db/migrate';
import { startCategoryBackfill } from './jobs/category-backfill-job';
import { createLogger } from './logger';

// Entry point: configuration, logger, listen, graceful shutdown. Only light modules are
// imported above: the app's code (./app, with Fastify, tRPC and every module) is loaded
// while the database starts, which on the embedded database is most of a cold start.

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const opening = openAppDatabase(config);
  // Not left unhandled while the app's code loads; awaited (and reported) just below.
  opening.catch(() => undefined);
  const appCode = import('./app');
  let database: DatabaseHandle;
  try {
    database = await opening;
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof MigrationError) fail(error.message);
    throw error;
  }
  const { buildApp } = await appCode;
  const app = await buildApp(config, { logger, database, ownsDatabase: true });
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    {
      url: `http://localhost:${config.port}`,
      database: config.databaseUrl ? 'postgres' : `embedded (${config.dataDir})`,
      mail: config.smtpUrl ? 'smtp' : 'log and outbox',
    },
    'Plain Sight is ready',
  );
  // After listening: rows stored before categories existed get theirs (issue 14).
  const backfill = startCategoryBackfill(database.db, logger);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await backfill.stop();
      await app.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
