import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hitRateLimit } from '../../security/rate-limit';
import { hashToken, newToken } from '../../security/tokens';
import * as authQ from '../auth/service';
import { issueSession, sendSecurityMail, type IssuedSession } from '../auth/service';
import * as q from './queries';
import { withTransaction } from '../../db/db';
import { passkeyAddedMail } from '../../mail/security-templates';
import { endOtherSessionsAndTokens, finishSignIn, readChallenge, wakeStreams, type Client } from './service';
import { requireRecentAuth } from './recent-auth';

// Passkeys (WebAuthn) with SimpleWebAuthn: as a second factor after the password, and as a way
// to sign in without one (decision 029).

const CEREMONY_TTL_SECONDS = 5 * 60;
const MAX_PASSKEYS = 20;
const passkeyFailedMessage = "We couldn't check that passkey. Please try again.";
const notFound = () => new AppError('NOT_FOUND', 'Passkey not found');
/** SimpleWebAuthn, loaded at the first passkey ceremony: its start-up cost (~0.1 s) is not every server start's. */
const webauthn = () => import('@simplewebauthn/server');

/**
 * The relying party: APP_ORIGIN's host and origin. An IP address cannot be a WebAuthn RP ID, so
 * a loopback APP_ORIGIN (development, tests) is used as localhost on the same port.
 */
function relyingParty(appOrigin: string): { rpID: string; origin: string } {
  const url = new URL(appOrigin);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin };
}

async function newCeremony(deps: Deps, purpose: 'register' | 'second-factor' | 'passwordless', userId: string | null, challenge: string) {
  const ceremony = newToken();
  await q.insertWebauthnChallenge(deps.db, { tokenHash: hashToken(ceremony), userId, purpose, challenge, ttlSeconds: CEREMONY_TTL_SECONDS });
  return ceremony;
}

const transportsOf = (t: string) => (t ? (t.split(',') as AuthenticatorTransport[]) : undefined);

export async function registrationOptions(deps: Deps, userId: string, sessionId: string) {
  await requireRecentAuth(deps, userId, sessionId);
  const user = await authQ.findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User ID not found');
  const existing = await q.listPasskeys(deps.db, userId);
  if (existing.length >= MAX_PASSKEYS) throw new AppError('INVALID_INPUT', `You can keep up to ${MAX_PASSKEYS} passkeys.`);
  const { rpID } = relyingParty(deps.config.appOrigin);
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: 'Plain Sight',
    rpID,
    userName: user.email,
    userDisplayName: user.first_name,
    userID: new TextEncoder().encode(userId),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return { options, ceremony: await newCeremony(deps, 'register', userId, options.challenge) };
}

/**
 * Adds the passkey and mails the owner. The first second factor of an account ends the other
 * sessions and every token, as turning on the app's codes does (decision 041).
 */
export async function register(deps: Deps, userId: string, sessionId: string, input: { ceremony: string; response: Record<string, unknown>; name: string }) {
  await requireRecentAuth(deps, userId, sessionId);
  const taken = await q.takeWebauthnChallenge(deps.db, hashToken(input.ceremony), 'register', userId);
  if (!taken || taken.user_id !== userId) throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  const { rpID, origin } = relyingParty(deps.config.appOrigin);
  let verified;
  try {
    verified = await (
      await webauthn()
    ).verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: taken.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  }
  if (!verified.verified) throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  const { credential } = verified.registrationInfo;
  const before = await q.secondFactorsOf(deps.db, userId);
  let added;
  try {
    added = await withTransaction(deps.db, async (trx) => {
      const row = await q.insertPasskey(trx, {
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        name: input.name,
      });
      if (!before.totp && !before.passkey) await endOtherSessionsAndTokens(trx, userId, sessionId);
      return row;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('INVALID_INPUT', 'This passkey is already added.');
    throw error;
  }
  if (!before.totp && !before.passkey) wakeStreams(deps, userId);
  sendSecurityMail(deps, userId, (who) => passkeyAddedMail(who, input.name));
  return added;
}

export async function list(deps: Deps, userId: string) {
  const rows = await q.listPasskeys(deps.db, userId);
  return rows.map((p) => ({ id: p.id, name: p.name, createdAt: p.created_at, lastUsedAt: p.last_used_at }));
}

export async function rename(deps: Deps, userId: string, id: string, name: string) {
  if (!(await q.renamePasskey(deps.db, userId, id, name))) throw notFound();
}

export async function remove(deps: Deps, userId: string, id: string) {
  if (!(await q.deletePasskey(deps.db, userId, id))) throw notFound();
}

/** Options for signing in with a passkey alone (a discoverable credential: no address asked). */
export async function passwordlessOptions(deps: Deps, client: Client) {
  await hitRateLimit(deps.db, `sign-in:ip:${client.ip}`, deps.config.rateLimits.signInPerIp);
  const options = await (await webauthn()).generateAuthenticationOptions({ rpID: relyingParty(deps.config.appOrigin).rpID, userVerification: 'required' });
  return { options, ceremony: await newCeremony(deps, 'passwordless', null, options.challenge) };
}

/** Options for the second step after the password: the account's own passkeys. */
export async function secondFactorOptions(deps: Deps, challengeToken: string | undefined) {
  const challenge = await readChallenge(deps, challengeToken);
  const passkeys = await q.listPasskeys(deps.db, challenge.userId);
  if (passkeys.length === 0) throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: relyingParty(deps.config.appOrigin).rpID,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
  });
  return { options, ceremony: await newCeremony(deps, 'second-factor', challenge.userId, options.challenge) };
}

/** Checks an assertion against a stored passkey (of `userId`, when given); answers its owner. */
async function verifyAssertion(deps: Deps, response: Record<string, unknown>, expectedChallenge: string, userId: string | null, requireUv: boolean) {
  const credentialId = typeof response.id === 'string' ? response.id : '';
  const passkey = credentialId ? await q.findPasskeyByCredentialId(deps.db, credentialId) : undefined;
  if (!passkey || (userId !== null && passkey.user_id !== userId)) throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  const { rpID, origin } = relyingParty(deps.config.appOrigin);
  let result;
  try {
    result = await (
      await webauthn()
    ).verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: requireUv,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    });
  } catch {
    throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  }
  if (!result.verified) throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  await q.notePasskeyUsed(deps.db, passkey.id, result.authenticationInfo.newCounter);
  return passkey.user_id;
}

export async function signInPasswordless(deps: Deps, input: { ceremony: string; response: Record<string, unknown> }, client: Client): Promise<IssuedSession> {
  await hitRateLimit(deps.db, `sign-in:ip:${client.ip}`, deps.config.rateLimits.signInPerIp);
  const taken = await q.takeWebauthnChallenge(deps.db, hashToken(input.ceremony), 'passwordless');
  if (!taken) throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  // The passkey checked the person (user verification): it stands for both factors.
  const userId = await verifyAssertion(deps, input.response, taken.challenge, null, true);
  await authQ.touchLastSignIn(deps.db, userId);
  return issueSession(deps.db, userId, client.userAgent);
}

export async function signInSecondFactor(
  deps: Deps,
  challengeToken: string | undefined,
  input: { ceremony: string; response: Record<string, unknown> },
  client: Client,
): Promise<IssuedSession> {
  const challenge = await readChallenge(deps, challengeToken);
  const taken = await q.takeWebauthnChallenge(deps.db, hashToken(input.ceremony), 'second-factor', challenge.userId);
  if (!taken || taken.user_id !== challenge.userId) throw new AppError('INVALID_INPUT', passkeyFailedMessage);
  await verifyAssertion(deps, input.response, taken.challenge, challenge.userId, false);
  return finishSignIn(deps, challenge.id, challenge.userId, client);
}
