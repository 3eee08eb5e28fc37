import type { Deps } from '../../../deps';
import { ProviderError, type BankProvider, type OAuthReturn } from './types';

// Several providers may be enabled at once (BANK_PROVIDERS): a connection is always read
// through the provider that made it (requisitions.provider).

export function enabledProviders(deps: Pick<Deps, 'bank'>): BankProvider[] {
  return deps.bank.providers ?? [deps.bank.provider];
}

export function providerFor(deps: Pick<Deps, 'bank'>, id: string): BankProvider {
  const found = enabledProviders(deps).find((p) => p.id === id);
  if (!found) throw new ProviderError('This bank connection uses a provider that is no longer enabled.');
  return found;
}

/** The enabled providers whose bank returns to a fixed path of the app (an OAuth redirect URI). */
export function oauthProviders(deps: Pick<Deps, 'bank'>): OAuthEntry[] {
  return enabledProviders(deps).flatMap((provider) => {
    const { callbackPath } = provider.capabilities;
    return provider.oauth && callbackPath ? [{ provider, oauth: provider.oauth, callbackPath }] : [];
  });
}

export type OAuthEntry = { provider: BankProvider; oauth: OAuthReturn; callbackPath: string };

/** What each provider reaches, for the connect dialog when there are several. */
export const providerLabels: Record<string, { name: string; reaches: string; tokenHelp?: string } | undefined> = {
  truelayer: {
    name: 'TrueLayer',
    reaches: 'UK banks and cards through Open Banking: Monzo, Starling, Barclays, HSBC, Lloyds, NatWest, Santander, Nationwide, Revolut, Amex and more.',
  },
  gocardless: { name: 'GoCardless', reaches: 'UK and European banks through GoCardless Bank Account Data.' },
  starling: {
    name: 'Starling',
    reaches: 'Your own Starling Bank accounts and spaces, with a personal access token from Starling.',
    tokenHelp:
      'In Starling’s developer portal (developer.starlingbank.com), create a personal access token with these read permissions: account, account-identifier, balance, transaction, savings-goal, mandate, standing-order and payee. Paste it here.',
  },
  monzo: { name: 'Monzo', reaches: 'Your own Monzo accounts and pots, through Monzo’s API: you approve it in your Monzo app.' },
  sandbox: { name: 'Sandbox', reaches: 'Simulated UK banks with made-up data, for trying the app.' },
};
