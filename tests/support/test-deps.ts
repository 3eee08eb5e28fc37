import pino from 'pino';
import type { AppConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import type { Deps } from '../../src/server/deps';
import { createMailer } from '../../src/server/mail/mailer';
import type { BankProvider } from '../../src/server/modules/bank/providers/types';
import { createSandboxProvider } from '../../src/server/modules/bank/providers/sandbox/sandbox-provider';
import { createEventBus } from '../../src/server/realtime/event-bus';
import { createSecretBox, keyFromAppSecret } from '../../src/server/security/secret-box';
import { testConfig } from './test-config';

/** The services' dependencies without an HTTP server, for driving jobs directly. */
export async function testDeps(
  database: DatabaseHandle,
  options: { clock?: () => Date; provider?: BankProvider; config?: Partial<AppConfig> } = {},
): Promise<Deps> {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config = testConfig(options.config);
  const clock = options.clock ?? (() => new Date());
  const events = await createEventBus(database, logger);
  return {
    db: database.db,
    config,
    logger,
    mailer: createMailer({ from: config.mailFrom, db: database.db, logger }),
    events,
    clock,
    bank: { provider: options.provider ?? createSandboxProvider({ db: database.db, appOrigin: config.appOrigin, clock }) },
    secretBox: createSecretBox(keyFromAppSecret(config.appSecret!)),
  };
}

/** Wraps a provider and counts each call by method and first argument. */
export function countingProvider(inner: BankProvider) {
  const calls: string[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(inner).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) => (calls.push(`${name}:${String(args[0])}`), (value as (...a: unknown[]) => unknown).apply(inner, args))
        : value,
    ]),
  ) as unknown as BankProvider;
  return { provider: wrapped, calls };
}
