import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/db';
import type { Deps } from '../../../deps';
import { registerOAuthCallbacks } from '../truelayer-callback-route';
import type { Logger } from '../../../logger';
import type { SecretBox } from '../../../security/secret-box';
import { signingKey } from '../../../security/signing';
import { createGoCardlessProvider } from './gocardless/gocardless-provider';
import { registerSandboxConsent } from './sandbox/sandbox-consent-route';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { sealedRowStore } from './truelayer/truelayer-token-queries';
import { sealedTokenStore } from './truelayer/truelayer-token-store';
import { createTrueLayerProvider } from './truelayer/truelayer-provider';
import type { BankProvider } from './types';
import { linkSecretStore } from './link-secrets';
import { createStarlingProvider, type StarlingSecret } from './starling/starling-provider';
import { createMonzoProvider, type MonzoSecret } from './monzo/monzo-provider';

// The one place that knows the providers: each lives in its own folder under providers/
// (docs/how-to/add-a-bank-provider.md).

/** secretBox: the app's one (src/server/app.ts), which seals TrueLayer's tokens as it seals everything else. */
type ProviderDeps = { db: Db; logger: Logger; clock: () => Date; secretBox: SecretBox };

/** BANK_PROVIDER picks the provider; the sandbox needs nothing set up. */
export function createBankProvider(config: AppConfig, deps: ProviderDeps, id: BankProvider['id'] = config.bank.provider): BankProvider {
  if (id === 'gocardless') {
    const { baseUrl, secretId, secretKey } = config.bank.gocardless;
    return createGoCardlessProvider({ baseUrl, secretId, secretKey, logger: deps.logger });
  }
  if (id === 'truelayer') {
    if (!config.bank.truelayer) throw new Error('TrueLayer is enabled without its settings.');
    // Tokens sealed by the app's secret box and the OAuth state signed with a key from APP_SECRET, else the key file in DATA_DIR.
    return createTrueLayerProvider({
      config: config.bank.truelayer,
      logger: deps.logger,
      store: sealedTokenStore(sealedRowStore(deps.db), deps.secretBox),
      stateKey: signingKey(config, 'truelayer oauth state v1'),
    });
  }
  if (id === 'starling') {
    // Each person's token sealed by the app's secret box, in bank_link_secrets.
    const store = linkSecretStore<StarlingSecret>(deps.db, deps.secretBox, 'starling');
    return createStarlingProvider({ apiUrl: config.bank.starling.apiUrl, logger: deps.logger, store });
  }
  if (id === 'monzo') {
    if (!config.bank.monzo) throw new Error('Monzo is enabled without its settings.');
    return createMonzoProvider({
      config: config.bank.monzo,
      logger: deps.logger,
      store: linkSecretStore<MonzoSecret>(deps.db, deps.secretBox, 'monzo'),
      stateKey: signingKey(config, 'monzo oauth state v1'),
    });
  }
  return createSandboxProvider({ db: deps.db, appOrigin: config.appOrigin, clock: deps.clock });
}

/** Every enabled provider (BANK_PROVIDERS), in the order named: the connect dialog's order. */
export function createBankProviders(config: AppConfig, deps: ProviderDeps): BankProvider[] {
  return config.bank.providers.map((id) => createBankProvider(config, deps, id));
}

/** The pages a provider serves itself (the sandbox's consent page stands in for a bank's) and each OAuth provider's callback. */
export function registerBankProviderRoutes(app: FastifyInstance, providers: BankProvider[], deps: Deps) {
  if (providers.some((p) => p.id === 'sandbox')) registerSandboxConsent(app, deps.db);
  registerOAuthCallbacks(app, deps);
}
