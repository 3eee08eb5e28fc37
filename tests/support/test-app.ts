import net from 'node:net';
import pino from 'pino';
import { buildApp, type BuildOptions } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import type { Logger } from '../../src/server/logger';
import { createMailer } from '../../src/server/mail/mailer';
import { createApiClient } from './api-client';
import { createTestDatabase } from './test-database';
import { testConfig } from './test-config';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The whole app on a real port on loopback, over a test database. Pass `database` to
 * share one database between several instances (restarts, multi-instance tests).
 */
export async function startTestApp(
  options: Omit<BuildOptions, 'database' | 'logger'> & { database?: DatabaseHandle; config?: Partial<AppConfig>; logger?: Logger } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = testConfig({ port, appOrigin: baseUrl, ...options.config });
  const { config: _config, ...build } = options;
  const logger = options.logger ?? pino({ level: 'silent' });
  // Made here so that a test can wait until the mail the app sent after its answer has gone.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, logger });
  const app = await buildApp(config, { ...build, database, logger, mailer });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    config,
    database,
    db: database.db,
    mailer,
    client: (headers?: Record<string, string>) => createApiClient(baseUrl, headers),
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
