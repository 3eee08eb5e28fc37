import { z } from 'zod';
import { enabledBankProviders, type BankProviderId } from './provider-ids';
import { parseTrueLayerConfig, type TrueLayerConfig } from './truelayer/truelayer-config';
import type { MonzoConfig } from './monzo/monzo-provider';

// The bank providers' settings, read with the rest of the environment (src/server/config.ts
// spreads these in): the one place outside a provider's folder that knows which variables
// each provider needs.

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const providerEnvShape = {
  BANK_PROVIDER: optionalText,
  // Several at once (wins over BANK_PROVIDER): the connect dialog lets the person choose.
  BANK_PROVIDERS: optionalText,
  TRUELAYER_CLIENT_ID: optionalText,
  TRUELAYER_CLIENT_SECRET: optionalText,
  TRUELAYER_AUTH_URL: optionalText,
  TRUELAYER_API_URL: optionalText,
  GOCARDLESS_BASE_URL: z
    .url({ error: 'must be a URL such as https://bankaccountdata.gocardless.com/api/v2' })
    .default('https://bankaccountdata.gocardless.com/api/v2'),
  GOCARDLESS_SECRET_ID: z.string().optional(),
  GOCARDLESS_SECRET_KEY: z.string().optional(),
  // Each person pastes their own token: the server needs only the API's address.
  STARLING_API_URL: z.url({ protocol: /^https?$/, error: 'must be a URL such as https://api.starlingbank.com' }).default('https://api.starlingbank.com'),
  // The self-hoster's Monzo OAuth client (confidential, so refresh tokens are issued).
  MONZO_CLIENT_ID: optionalText,
  MONZO_CLIENT_SECRET: optionalText,
  MONZO_AUTH_URL: z.url({ protocol: /^https?$/, error: 'must be a URL such as https://auth.monzo.com' }).default('https://auth.monzo.com'),
  MONZO_API_URL: z.url({ protocol: /^https?$/, error: 'must be a URL such as https://api.monzo.com' }).default('https://api.monzo.com'),
};

/** Variables whose values are never echoed in a configuration error. */
export const providerSecretVariables = ['GOCARDLESS_SECRET_ID', 'GOCARDLESS_SECRET_KEY', 'TRUELAYER_CLIENT_SECRET', 'TRUELAYER_*', 'MONZO_CLIENT_SECRET'];

type Issue = { path: string; message: string };

/** What is wrong with the enabled providers' settings: one issue per variable (TrueLayer's together, never a value). */
export function providerEnvIssues(env: Record<string, string | undefined>): Issue[] {
  const issues: Issue[] = [];
  let providers: BankProviderId[] = [];
  try {
    providers = enabledBankProviders(env);
  } catch (error) {
    const variable = env.BANK_PROVIDERS?.trim() ? 'BANK_PROVIDERS' : 'BANK_PROVIDER';
    issues.push({ path: variable, message: (error as Error).message });
  }
  if (providers.includes('truelayer')) {
    try {
      parseTrueLayerConfig(env);
    } catch (error) {
      const problems = (error as Error).message.replace(/^TrueLayer configuration: /, '');
      issues.push({ path: 'TRUELAYER_*', message: `settings are not usable: ${problems}` });
    }
  }
  if (providers.includes('gocardless')) {
    for (const name of ['GOCARDLESS_SECRET_ID', 'GOCARDLESS_SECRET_KEY'] as const) {
      if (!env[name]) issues.push({ path: name, message: 'must be set when the gocardless bank provider is enabled' });
    }
  }
  if (providers.includes('monzo')) {
    for (const name of ['MONZO_CLIENT_ID', 'MONZO_CLIENT_SECRET'] as const) {
      if (!env[name]?.trim()) issues.push({ path: name, message: 'must be set when the monzo bank provider is enabled' });
    }
  }
  return issues;
}

export type BankProviderSettings = {
  /** The first enabled provider: the one a connection without a choice uses. */
  provider: BankProviderId;
  /** Every enabled provider, in the order BANK_PROVIDERS names them (the connect dialog's order). */
  providers: BankProviderId[];
  /** Set when truelayer is enabled. */
  truelayer: TrueLayerConfig | null;
  gocardless: { baseUrl: string; secretId: string; secretKey: string };
  starling: { apiUrl: string };
  /** Set when monzo is enabled. */
  monzo: MonzoConfig | null;
};

/** The settings of the enabled providers, from an environment providerEnvIssues found nothing wrong in. */
export function bankProviderSettings(
  env: Record<string, string | undefined>,
  parsed: { GOCARDLESS_BASE_URL: string; STARLING_API_URL: string; MONZO_AUTH_URL: string; MONZO_API_URL: string },
): BankProviderSettings {
  const providers = enabledBankProviders(env);
  return {
    provider: providers[0]!,
    providers,
    truelayer: providers.includes('truelayer') ? parseTrueLayerConfig(env) : null,
    gocardless: { baseUrl: parsed.GOCARDLESS_BASE_URL, secretId: env.GOCARDLESS_SECRET_ID ?? '', secretKey: env.GOCARDLESS_SECRET_KEY ?? '' },
    starling: { apiUrl: parsed.STARLING_API_URL.replace(/\/+$/, '') },
    monzo: providers.includes('monzo')
      ? {
          clientId: env.MONZO_CLIENT_ID!.trim(),
          clientSecret: env.MONZO_CLIENT_SECRET!.trim(),
          authUrl: parsed.MONZO_AUTH_URL.replace(/\/+$/, ''),
          apiUrl: parsed.MONZO_API_URL.replace(/\/+$/, ''),
        }
      : null,
  };
}
