import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { MigrationError } from './db/migrate';
import { createLogger } from './logger';

// Entry point: configuration, logger, listen, graceful shutdown.

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let app;
  try {
    app = await buildApp(config, { logger });
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof MigrationError) fail(error.message);
    throw error;
  }
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    {
      url: `http://localhost:${config.port}`,
      database: config.databaseUrl ? 'postgres' : `embedded (${config.dataDir})`,
      mail: config.smtpUrl ? 'smtp' : 'log and outbox',
    },
    'Plain Sight is ready',
  );

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
