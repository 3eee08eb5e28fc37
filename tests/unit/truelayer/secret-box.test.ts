import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import {
  createSecretBox,
  keyFileName,
  keyFromAppSecret,
  loadOrCreateKeyFile,
  SecretBoxError,
  secretBoxFromEnvironment,
} from '../../../src/server/security/secret-box';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const key = Buffer.alloc(32, 7);

it('seals to the versioned v1.iv.tag.data format and opens back', () => {
  const box = createSecretBox(key);
  const sealed = box.seal('rt-very-secret', 'truelayer:link-1');
  expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
  expect(sealed).not.toContain('secret');
  expect(box.open(sealed, 'truelayer:link-1')).toBe('rt-very-secret');
});

it('uses a fresh IV each time, so the same secret never seals the same twice', () => {
  const box = createSecretBox(key);
  expect(box.seal('same')).not.toBe(box.seal('same'));
});

it('refuses another context, another key, a changed byte and an unknown version', () => {
  const box = createSecretBox(key);
  const sealed = box.seal('token', 'truelayer:link-1');
  expect(() => box.open(sealed, 'truelayer:link-2')).toThrow(SecretBoxError);
  expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed, 'truelayer:link-1')).toThrow(SecretBoxError);
  const [v, iv, tag, data] = sealed.split('.') as [string, string, string, string];
  const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
  expect(() => box.open([v, iv, tag, flipped].join('.'), 'truelayer:link-1')).toThrow(SecretBoxError);
  expect(() => box.open(['v2', iv, tag, data].join('.'), 'truelayer:link-1')).toThrow('Unknown sealed-secret format.');
});

it('never puts the sealed text into its error message', () => {
  const box = createSecretBox(key);
  const sealed = box.seal('token');
  const error = (() => {
    try {
      box.open(sealed, 'other');
    } catch (e) {
      return e as Error;
    }
    throw new Error('expected a throw');
  })();
  expect(error.message).not.toContain(sealed.split('.')[3]);
});

it('derives the same key from the same APP_SECRET and a different one from another', () => {
  const a = keyFromAppSecret('correct horse battery staple');
  expect(a).toHaveLength(32);
  expect(keyFromAppSecret('correct horse battery staple').equals(a)).toBe(true);
  expect(keyFromAppSecret('correct horse battery stapler').equals(a)).toBe(false);
  expect(() => keyFromAppSecret('short')).toThrow('APP_SECRET must be at least 16 characters.');
});

it('creates the key file once, 32 bytes with mode 0600, and reuses it after', () => {
  const dir = tempDir();
  const first = loadOrCreateKeyFile(dir);
  const stat = statSync(join(dir, keyFileName));
  expect(stat.size).toBe(32);
  expect(stat.mode & 0o777).toBe(0o600);
  expect(loadOrCreateKeyFile(dir).equals(first)).toBe(true);
  // A box made later (after a restart) opens what the first sealed.
  const sealed = secretBoxFromEnvironment({ dataDir: dir }).seal('kept');
  expect(secretBoxFromEnvironment({ dataDir: dir, appSecret: null }).open(sealed)).toBe('kept');
});

it('prefers APP_SECRET over the key file, and refuses a damaged key file', () => {
  const dir = tempDir();
  const sealed = secretBoxFromEnvironment({ dataDir: dir, appSecret: 'an app secret of some length' }).seal('x');
  expect(() => secretBoxFromEnvironment({ dataDir: dir }).open(sealed)).toThrow(SecretBoxError);
  const other = tempDir();
  writeFileSync(join(other, keyFileName), Buffer.alloc(10));
  expect(() => loadOrCreateKeyFile(other)).toThrow('must hold exactly 32 bytes');
});
