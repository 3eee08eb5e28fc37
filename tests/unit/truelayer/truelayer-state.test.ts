import { expect, it } from 'vitest';
import { signState, verifyState } from '../../../src/server/modules/bank/providers/oauth-state';

const key = Buffer.alloc(32, 1);
const now = Date.UTC(2025, 2, 10, 12, 0, 0);

it('round-trips the user and link it was signed for', () => {
  const state = signState(key, { userId: 'user-1', linkId: 'link-9', now });
  const check = verifyState(key, state, 'user-1', now + 60_000);
  expect(check).toMatchObject({ ok: true, payload: { userId: 'user-1', linkId: 'link-9', expiresAt: now + 30 * 60_000 } });
});

it('refuses another signed-in user, a late return, another key, a tampered payload and junk', () => {
  const state = signState(key, { userId: 'user-1', linkId: 'link-9', now });
  expect(verifyState(key, state, 'user-2', now)).toEqual({ ok: false, reason: 'other_user' });
  expect(verifyState(key, state, 'user-1', now + 30 * 60_000)).toEqual({ ok: false, reason: 'expired' });
  expect(verifyState(Buffer.alloc(32, 2), state, 'user-1', now)).toEqual({ ok: false, reason: 'bad_signature' });
  const [data, sig] = state.split('.') as [string, string];
  const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(data, 'base64url').toString()), userId: 'user-2' })).toString('base64url');
  expect(verifyState(key, `${forged}.${sig}`, 'user-2', now)).toEqual({ ok: false, reason: 'bad_signature' });
  expect(verifyState(key, 'not-a-state', 'user-1', now)).toEqual({ ok: false, reason: 'malformed' });
  expect(verifyState(key, `${state}.extra`, 'user-1', now)).toEqual({ ok: false, reason: 'malformed' });
});

it('makes a different state each time (a fresh nonce)', () => {
  expect(signState(key, { userId: 'u', linkId: 'l', now })).not.toBe(signState(key, { userId: 'u', linkId: 'l', now }));
});
