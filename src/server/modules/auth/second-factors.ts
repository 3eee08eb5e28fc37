import type { Db } from '../../db/db';
import type { Deps } from '../../deps';
import type { SecondFactorNeeded } from '../../../shared/schemas/two-factor';

export type SecondFactorMethods = SecondFactorNeeded['secondFactor'];

/**
 * What signing in and resetting a password need of the second factors, which the security
 * module owns. security sits above auth (its code and passkey sign-ins issue auth's sessions),
 * so auth never imports it: the app hands these in at start (src/server/app.ts). Until then
 * signing in refuses to run, so a missing wiring can never skip the second step.
 */
export type SecondFactors = {
  /** After the right password: a challenge (and its cookie's life) when the person has a second factor. */
  begin(deps: Deps, userId: string): Promise<{ challenge: string; methods: SecondFactorMethods; ttlSeconds: number } | undefined>;
  /** The passkeys and authenticator app added since the password was last entered (decision 041). */
  addedSincePassword(db: Db, userId: string): Promise<{ passkeys: number; totp: boolean }>;
  removeAddedSincePassword(db: Db, userId: string): Promise<{ passkeys: number; totp: boolean }>;
  /** A browser the account has not signed in from before: its owner is told (decision 029). */
  noteSignInDevice(deps: Deps, userId: string, deviceId: string, userAgent: string | null): Promise<void>;
};

let wired: SecondFactors | undefined;

export function useSecondFactors(factors: SecondFactors): void {
  wired = factors;
}

export function secondFactors(): SecondFactors {
  if (!wired) throw new Error('Second factors are not wired: src/server/app.ts calls useSecondFactors.');
  return wired;
}
