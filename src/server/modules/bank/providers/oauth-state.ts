import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ProviderError } from './types';

// The OAuth `state`: which user started which link, until when, signed with a server key
// so a returning browser cannot swap in another user's or another attempt's link.
// Format: base64url(JSON payload) '.' base64url(HMAC-SHA256(payload)).

const stateLifetimeMs = 30 * 60_000;

type StatePayload = { userId: string; linkId: string; nonce: string; expiresAt: number };

export type StateCheck = { ok: true; payload: StatePayload } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'other_user' };

const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export function signState(key: Buffer, input: { userId: string; linkId: string; now?: number; lifetimeMs?: number }): string {
  const payload: StatePayload = {
    userId: input.userId,
    linkId: input.linkId,
    nonce: randomBytes(16).toString('base64url'),
    expiresAt: (input.now ?? Date.now()) + (input.lifetimeMs ?? stateLifetimeMs),
  };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${mac(key, data).toString('base64url')}`;
}

/** Checks signature first (constant time), then expiry, then that the signed-in user started it. */
export function verifyState(key: Buffer, state: string, expectedUserId: string, now = Date.now()): StateCheck {
  const check = openState(key, state, now);
  if (check.ok && check.payload.userId !== expectedUserId) return { ok: false, reason: 'other_user' };
  return check;
}

/**
 * Signature and expiry only: who started the link a returning browser names. Never enough to
 * exchange its code: that waits until the same person is signed in (verifyState).
 */
function openState(key: Buffer, state: string, now = Date.now()): StateCheck {
  const [data, signature, extra] = state.split('.');
  if (!data || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, data);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'bad_signature' };
  let payload: StatePayload;
  try {
    payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as StatePayload;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof payload.expiresAt !== 'number' || typeof payload.userId !== 'string' || typeof payload.linkId !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  if (now >= payload.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

/**
 * The state side of an OAuth provider's link (Monzo, TrueLayer): the signed state its link
 * carries, and the checks its return makes, written once so every OAuth provider checks alike.
 */
export function linkStates(key: Buffer, now: () => number) {
  return {
    /** The state of the link `linkId` that `userId` starts. */
    sign: (userId: string, linkId: string) => signState(key, { userId, linkId, now: now() }),
    linkOfState(state: string, userId: string): string | null {
      const check = verifyState(key, state, userId, now());
      return check.ok ? check.payload.linkId : null;
    },
    starterOfState(state: string): { userId: string; linkId: string } | null {
      const check = openState(key, state, now());
      return check.ok ? { userId: check.payload.userId, linkId: check.payload.linkId } : null;
    },
    /** The link a returning browser may complete: refused unless the signed-in user started it. */
    linkToComplete(state: string, userId: string): string {
      const check = verifyState(key, state, userId, now());
      if (!check.ok) throw new ProviderError('The bank connection could not be confirmed. Please try again.');
      return check.payload.linkId;
    },
  };
}
