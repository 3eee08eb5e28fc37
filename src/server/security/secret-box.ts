import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// AES-256-GCM for secrets kept at rest (bank refresh tokens). Sealed text is
// 'v1.<iv>.<tag>.<ciphertext>' in base64url: the version lets a later key or algorithm
// change read old rows. `context` (e.g. the connection id) is bound as associated data, so
// a sealed token copied onto another row does not open there.

const version = 'v1';
const keyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

/** The key file generated once under DATA_DIR when APP_SECRET is not set. Back it up with the data. */
export const keyFileName = 'secret-box.key';

export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

export type SecretBox = {
  seal(plain: string, context?: string): string;
  open(sealed: string, context?: string): string;
};

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== keyBytes) throw new SecretBoxError(`The secret-box key must be ${keyBytes} bytes.`);
  return {
    seal(plain, context = '') {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed, context = '') {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== version) throw new SecretBoxError('Unknown sealed-secret format.');
      const [iv, tag, data] = parts.slice(1).map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
      if (iv.length !== ivBytes || tag.length !== tagBytes) throw new SecretBoxError('Malformed sealed secret.');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        // Never echo the input: it is a secret, even when damaged.
        throw new SecretBoxError('The sealed secret could not be opened (wrong key, context or damaged text).');
      }
    },
  };
}

/** A 32-byte key derived from APP_SECRET; the salt names the purpose so other uses of APP_SECRET get other keys. */
export function keyFromAppSecret(appSecret: string): Buffer {
  if (appSecret.length < 16) throw new SecretBoxError('APP_SECRET must be at least 16 characters.');
  return Buffer.from(hkdfSync('sha256', appSecret, 'plain-sight', 'secret-box v1', keyBytes));
}

/**
 * The key file under `dataDir`, created once with mode 0600. 'wx' makes creation atomic:
 * two processes starting together cannot each write a different key.
 */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  const path = join(dataDir, keyFileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(keyBytes), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(path);
  if (key.length !== keyBytes) throw new SecretBoxError(`${path} must hold exactly ${keyBytes} bytes.`);
  return key;
}

/** APP_SECRET when set, else the key file in DATA_DIR. */
export function secretBoxFromEnvironment(options: { appSecret?: string | null; dataDir: string }): SecretBox {
  const key = options.appSecret ? keyFromAppSecret(options.appSecret) : loadOrCreateKeyFile(options.dataDir);
  return createSecretBox(key);
}
