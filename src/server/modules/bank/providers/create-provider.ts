import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import type { Logger } from '../../../logger';
import { createGoCardlessProvider } from './gocardless/gocardless-provider';
import { createSandboxProvider } from './sandbox-provider';
import type { BankProvider } from './types';

/** BANK_PROVIDER picks the provider; the sandbox needs nothing set up. */
export function createBankProvider(config: AppConfig, deps: { db: Kysely<Database>; logger: Logger; clock: () => Date }): BankProvider {
  if (config.bank.provider === 'gocardless') {
    const { baseUrl, secretId, secretKey } = config.bank.gocardless;
    return createGoCardlessProvider({ baseUrl, secretId, secretKey, logger: deps.logger });
  }
  return createSandboxProvider({ db: deps.db, appOrigin: config.appOrigin, clock: deps.clock });
}
