import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, owaspArgon2 } from '../../src/server/config';
import { acquireDataDirLock, DataDirInUseError } from '../../src/server/db/data-dir-lock';
import { parseDate, parseInt8 } from '../../src/server/db/type-parsers';
import { isCrossSite } from '../../src/server/http/origin-check';
import { hashToken, newToken } from '../../src/server/security/tokens';
import { tooManyAttemptsMessage } from '../../src/shared/errors';
import { formatPence } from '../../src/shared/money';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appOrigin).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.passwordHashing).toEqual(owaspArgon2);
  });

  it('follows PORT into the default APP_ORIGIN and honours a given one', () => {
    expect(loadConfig({ PORT: '8080' }).appOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ APP_ORIGIN: 'https://money.example.com/' }).appOrigin).toBe('https://money.example.com');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['APP_ORIGIN', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(`Invalid configuration: ${name} `)).toBe(true);
    expect(message).not.toContain('\n');
  });
});

describe('type parsers', () => {
  it('reads int8 as a number and refuses unsafe values', () => {
    expect(parseInt8('-123456789')).toBe(-123456789);
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });

  it('keeps dates as yyyy-MM-dd text', () => {
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
  });
});

describe('origin check', () => {
  const config = loadConfig({ APP_ORIGIN: 'https://app.example.com' });
  const req = (headers: Record<string, string>) => ({ headers: { host: 'app.example.com', ...headers } }) as unknown as FastifyRequest;

  it('lets same-origin and header-less requests through', () => {
    expect(isCrossSite(req({}), config)).toBe(false);
    expect(isCrossSite(req({ origin: 'https://app.example.com', 'sec-fetch-site': 'same-origin' }), config)).toBe(false);
    expect(isCrossSite(req({ 'sec-fetch-site': 'none' }), config)).toBe(false);
  });

  it('flags other sites, same-site subdomains, opaque and malformed origins', () => {
    expect(isCrossSite(req({ 'sec-fetch-site': 'cross-site' }), config)).toBe(true);
    expect(isCrossSite(req({ 'sec-fetch-site': 'same-site' }), config)).toBe(true);
    expect(isCrossSite(req({ origin: 'https://evil.example' }), config)).toBe(true);
    expect(isCrossSite(req({ origin: 'null' }), config)).toBe(true);
    expect(isCrossSite(req({ origin: '::::' }), config)).toBe(true);
  });
});

describe('tokens', () => {
  it('are long, random and stored as a sha-256 hash', () => {
    const a = newToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});

describe('data folder lock', () => {
  it('refuses a second holder and takes over a lock left by a dead process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    try {
      const release = acquireDataDirLock(dir);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
      release();
      // A lock file naming a process that no longer exists.
      fs.writeFileSync(path.join(dir, '.lock'), JSON.stringify({ pid: 2 ** 22 + 7, hostname: os.hostname() }));
      const again = acquireDataDirLock(dir);
      again();
      expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('messages and money', () => {
  it('says how long to wait after too many attempts', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
  });

  it('formats pence as en-GB pounds', () => {
    expect(formatPence(499)).toBe('£4.99');
    expect(formatPence(3999)).toBe('£39.99');
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(-250)).toBe('-£2.50');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(-0)).toBe('£0.00');
  });

  it('keeps one formatter per currency: a second currency is not written in pounds', () => {
    expect(formatPence(1050)).toBe('£10.50');
    expect(formatPence(1050, 'EUR')).toBe('€10.50');
    expect(formatPence(1050)).toBe('£10.50');
  });
});
