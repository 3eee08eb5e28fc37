import { expect, it } from 'vitest';
import { enabledBankProviders, parseTrueLayerConfig } from '../../../src/server/modules/bank/providers/truelayer/truelayer-config';

it('reads the client pair and defaults both URLs', () => {
  expect(parseTrueLayerConfig({ TRUELAYER_CLIENT_ID: ' plainsight-abc ', TRUELAYER_CLIENT_SECRET: 's3cret' })).toEqual({
    clientId: 'plainsight-abc',
    clientSecret: 's3cret',
    authUrl: 'https://auth.truelayer.com',
    apiUrl: 'https://api.truelayer.com',
  });
});

it('takes configured URLs without their trailing slash, and treats blank ones as unset', () => {
  const config = parseTrueLayerConfig({
    TRUELAYER_CLIENT_ID: 'id',
    TRUELAYER_CLIENT_SECRET: 'secret',
    TRUELAYER_AUTH_URL: 'https://auth.truelayer-sandbox.com/',
    TRUELAYER_API_URL: '  ',
  });
  expect(config.authUrl).toBe('https://auth.truelayer-sandbox.com');
  expect(config.apiUrl).toBe('https://api.truelayer.com');
});

it('names every problem in one message, never the secret', () => {
  expect(() => parseTrueLayerConfig({})).toThrow(
    'TrueLayer configuration: TRUELAYER_CLIENT_ID is required for the truelayer provider; TRUELAYER_CLIENT_SECRET is required for the truelayer provider',
  );
  expect(() => parseTrueLayerConfig({ TRUELAYER_CLIENT_ID: 'id', TRUELAYER_CLIENT_SECRET: 'hunter2-secret', TRUELAYER_API_URL: 'ftp://x' })).toThrow(
    'TrueLayer configuration: TRUELAYER_API_URL must be an http:// or https:// URL',
  );
});

it('lists the enabled providers from BANK_PROVIDERS, else BANK_PROVIDER, else the sandbox', () => {
  expect(enabledBankProviders({})).toEqual(['sandbox']);
  expect(enabledBankProviders({ BANK_PROVIDER: 'gocardless' })).toEqual(['gocardless']);
  expect(enabledBankProviders({ BANK_PROVIDERS: 'TrueLayer, gocardless,sandbox,truelayer', BANK_PROVIDER: 'gocardless' })).toEqual([
    'truelayer',
    'gocardless',
    'sandbox',
  ]);
  expect(() => enabledBankProviders({ BANK_PROVIDERS: 'truelayer,plaid' })).toThrow('Unknown bank provider(s): plaid');
});
