import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../security/tokens';
import * as q from './queries';

/** How long the half-signed-in state lasts between the password and the second factor. */
const CHALLENGE_TTL_SECONDS = 10 * 60;

export type SecondFactorMethods = { totp: boolean; passkey: boolean };

function secondFactorMethods(deps: Deps, userId: string): Promise<SecondFactorMethods> {
  return q.secondFactorsOf(deps.db, userId);
}

/**
 * After the right password: when the user has a second factor, a challenge (the half-signed-in
 * state, never a session) instead of a session. Its token goes in its own cookie.
 */
export async function beginSecondFactor(
  deps: Deps,
  userId: string,
): Promise<{ challenge: string; methods: SecondFactorMethods; ttlSeconds: number } | undefined> {
  const methods = await secondFactorMethods(deps, userId);
  if (!methods.totp && !methods.passkey) return undefined;
  const challenge = newToken();
  await q.insertChallenge(deps.db, userId, hashToken(challenge), CHALLENGE_TTL_SECONDS);
  return { challenge, methods, ttlSeconds: CHALLENGE_TTL_SECONDS };
}
