import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const base = { NODE_ENV: 'test' as const };

const problem = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

it('enables Starling with nothing but its API address, which defaults to Starling’s', () => {
  const config = loadConfig({ ...base, BANK_PROVIDERS: 'starling,sandbox' });
  expect(config.bank.providers).toEqual(['starling', 'sandbox']);
  expect(config.bank.starling).toEqual({ apiUrl: 'https://api.starlingbank.com' });
  expect(loadConfig({ ...base, BANK_PROVIDER: 'starling', STARLING_API_URL: 'http://127.0.0.1:9/' }).bank.starling.apiUrl).toBe('http://127.0.0.1:9');
});

it('needs the Monzo client id and secret when Monzo is enabled, and never echoes the secret', () => {
  expect(problem({ BANK_PROVIDERS: 'monzo,sandbox' })).toBe(
    'Invalid configuration: MONZO_CLIENT_ID must be set when the monzo bank provider is enabled (got "")',
  );
  expect(problem({ BANK_PROVIDERS: 'monzo', MONZO_CLIENT_ID: 'oauth2client_1' })).toBe(
    'Invalid configuration: MONZO_CLIENT_SECRET must be set when the monzo bank provider is enabled',
  );
  const config = loadConfig({ ...base, BANK_PROVIDERS: 'monzo', MONZO_CLIENT_ID: ' oauth2client_1 ', MONZO_CLIENT_SECRET: 'mnzconf.s3cret' });
  expect(config.bank.monzo).toEqual({
    clientId: 'oauth2client_1',
    clientSecret: 'mnzconf.s3cret',
    authUrl: 'https://auth.monzo.com',
    apiUrl: 'https://api.monzo.com',
  });
  // Not enabled: no Monzo settings, even with keys present.
  expect(loadConfig({ ...base, MONZO_CLIENT_ID: 'x', MONZO_CLIENT_SECRET: 'y' }).bank.monzo).toBeNull();
});

it('names an unknown provider', () => {
  expect(problem({ BANK_PROVIDERS: 'starling,plaid' })).toMatch(
    /^Invalid configuration: BANK_PROVIDERS unknown bank provider\(s\): plaid \(choose from sandbox, gocardless, truelayer, starling, monzo\)/,
  );
});
