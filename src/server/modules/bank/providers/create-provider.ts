import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/db';
import type { Logger } from '../../../logger';
import { createGoCardlessProvider } from './gocardless/gocardless-provider';
import { registerSandboxConsent } from './sandbox/sandbox-consent-route';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import type { BankProvider } from './types';

// The one place that knows the providers: each lives in its own folder under providers/
// (docs/how-to/add-a-bank-provider.md).

/** BANK_PROVIDER picks the provider; the sandbox needs nothing set up. */
export function createBankProvider(config: AppConfig, deps: { db: Db; logger: Logger; clock: () => Date }): BankProvider {
  if (config.bank.provider === 'gocardless') {
    const { baseUrl, secretId, secretKey } = config.bank.gocardless;
    return createGoCardlessProvider({ baseUrl, secretId, secretKey, logger: deps.logger });
  }
  return createSandboxProvider({ db: deps.db, appOrigin: config.appOrigin, clock: deps.clock });
}

/** The pages a provider serves itself: the sandbox's consent page stands in for a bank's. */
export function registerBankProviderRoutes(app: FastifyInstance, provider: BankProvider, deps: { db: Db }) {
  if (provider.id === 'sandbox') registerSandboxConsent(app, deps.db);
}
