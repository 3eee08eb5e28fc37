import { expect, it } from 'vitest';
import { signingKey, signValue, verifyValue } from '../../../src/server/security/signing';

const config = { appSecret: 'one-secret-of-16-or-more', dataDir: '/nonexistent' };

it('signs a value that only the same secret and purpose verify, and refuses any change', () => {
  const key = signingKey(config, 'unsubscribe');
  const token = signValue(key, { u: 'user-1', p: 'email' });
  expect(verifyValue(key, token)).toEqual({ u: 'user-1', p: 'email' });
  expect(verifyValue(signingKey(config, 'another purpose'), token)).toBeNull();
  expect(verifyValue(signingKey({ ...config, appSecret: 'another-secret-of-16-chars' }, 'unsubscribe'), token)).toBeNull();
  // Someone else's id in the payload, the old signature kept.
  const [, signature] = token.split('.');
  const forged = `${Buffer.from(JSON.stringify({ u: 'user-2', p: 'email' })).toString('base64url')}.${signature}`;
  expect(verifyValue(key, forged)).toBeNull();
  expect(verifyValue(key, `${token}.extra`)).toBeNull();
  expect(verifyValue(key, '')).toBeNull();
  expect(verifyValue(key, 'x'.repeat(2000))).toBeNull();
});
