import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const base = { NODE_ENV: 'test' as const };
const keys = { TRUELAYER_CLIENT_ID: 'my-app-123', TRUELAYER_CLIENT_SECRET: 'tl-secret-abcdef' };

it('keeps the sandbox alone by default', () => {
  const config = loadConfig(base);
  expect(config.bank.provider).toBe('sandbox');
  expect(config.bank.providers).toEqual(['sandbox']);
  expect(config.bank.truelayer).toBeNull();
});

it('enables TrueLayer alone with its keys and the default addresses', () => {
  const config = loadConfig({ ...base, BANK_PROVIDER: 'truelayer', ...keys });
  expect(config.bank.providers).toEqual(['truelayer']);
  expect(config.bank.truelayer).toEqual({
    clientId: 'my-app-123',
    clientSecret: 'tl-secret-abcdef',
    authUrl: 'https://auth.truelayer.com',
    apiUrl: 'https://api.truelayer.com',
  });
});

it('enables several providers in the order named, the first being the default', () => {
  const config = loadConfig({
    ...base,
    BANK_PROVIDERS: 'truelayer, gocardless,sandbox',
    GOCARDLESS_SECRET_ID: 'id',
    GOCARDLESS_SECRET_KEY: 'key',
    ...keys,
    TRUELAYER_API_URL: 'https://api.truelayer-sandbox.com/',
  });
  expect(config.bank.providers).toEqual(['truelayer', 'gocardless', 'sandbox']);
  expect(config.bank.provider).toBe('truelayer');
  expect(config.bank.truelayer?.apiUrl).toBe('https://api.truelayer-sandbox.com');
});

it('stops start-up naming every missing TrueLayer setting, without echoing the secret', () => {
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('start-up was not stopped');
  };
  const missing = problem({ BANK_PROVIDERS: 'sandbox,truelayer' });
  expect(missing).toContain('TRUELAYER_CLIENT_ID is required');
  expect(missing).toContain('TRUELAYER_CLIENT_SECRET is required');
  const badUrl = problem({ BANK_PROVIDER: 'truelayer', ...keys, TRUELAYER_AUTH_URL: 'ftp://auth.example' });
  expect(badUrl).toContain('TRUELAYER_AUTH_URL must be an http:// or https:// URL');
  expect(badUrl).not.toContain('tl-secret-abcdef');
  expect(problem({ BANK_PROVIDERS: 'truelayer,monzo', ...keys })).toContain('monzo');
  expect(problem({ BANK_PROVIDERS: 'gocardless,sandbox' })).toContain('GOCARDLESS_SECRET_ID');
  expect(problem({ APP_SECRET: 'short' })).toContain('APP_SECRET must be at least 16 characters');
});
