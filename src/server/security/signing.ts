import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config';
import { loadOrCreateKeyFile } from './secret-box';

// Signed values for links that work without signing in (one-click unsubscribe): the same
// HMAC-SHA256 shape as the bank OAuth state (providers/oauth-state.ts),
// base64url(JSON payload) '.' base64url(HMAC), with a key derived from the secret-box key
// material (APP_SECRET, else the key file in DATA_DIR) and named for its purpose, so no
// other use of that material can forge one.

const keys = new Map<string, Buffer>();

/** The HMAC key for `purpose`: HKDF over APP_SECRET, else over the DATA_DIR key file. */
export function signingKey(config: Pick<AppConfig, 'appSecret' | 'dataDir'>, purpose: string): Buffer {
  const source = config.appSecret ? `secret:${createHash('sha256').update(config.appSecret).digest('hex')}` : `file:${config.dataDir}`;
  const cacheKey = `${source}\u0000${purpose}`;
  let key = keys.get(cacheKey);
  if (!key) {
    const material = config.appSecret ? Buffer.from(config.appSecret, 'utf8') : loadOrCreateKeyFile(config.dataDir);
    key = Buffer.from(hkdfSync('sha256', material, 'plain-sight', `signed-value v1 ${purpose}`, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export function signValue(key: Buffer, payload: Record<string, string>): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${mac(key, data).toString('base64url')}`;
}

/** The payload when the signature holds (checked in constant time), else null. */
export function verifyValue(key: Buffer, value: string): Record<string, unknown> | null {
  if (value.length > 1000) return null;
  const [data, signature, extra] = value.split('.');
  if (!data || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, data);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
