import { toDataURL } from 'qrcode';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { withTransaction, type Db } from '../../db/db';
import { newDeviceMail, recoveryCodeUsedMail, recoveryCodesRegeneratedMail, twoFactorOffMail, twoFactorOnMail } from '../../mail/security-templates';
import { verifyPassword } from '../../security/passwords';
import { clearRateLimit, hitRateLimit, throttleAttempt } from '../../security/rate-limit';
import { hashToken } from '../../security/tokens';
import type { TotpSetup, TwoFactorStatus } from '../../../shared/schemas/two-factor';
import * as authQ from '../auth/service';
import { issueSession, noteFailedSignIn, sendSecurityMail, signInAttemptKey, type IssuedSession, type SecondFactors } from '../auth/service';
import { revokeAllTokens } from '../tokens/service';
import { describeDevice } from './device';
import { requireRecentAuth } from './recent-auth';
import * as q from './queries';
import { beginSecondFactor } from './second-factor-gate';
import { hashRecoveryCode, isRecoveryCodeShape, matchTotp, newRecoveryCode, newTotpSecret, RECOVERY_CODE_COUNT, totpUri } from './totp';

export type Client = { ip: string; userAgent: string | null };

const wrongCodeMessage = "That code didn't work. Please check it and try again.";
const challengeExpiredMessage = 'Your sign-in has timed out. Please sign in again.';
const notOnMessage = 'Two-factor sign-in is not on.';
const alreadyOnMessage = 'Two-factor sign-in is already on.';
const noSetupMessage = 'Please start again: scan a new QR code.';
const wrongPasswordMessage = 'Your password is not right.';

const sealContext = (userId: string) => `totp:${userId}`;

const mailLater = sendSecurityMail;

// What other modules may use of security (ARCHITECTURE.md, "Server modules"): the functions
// below, and these.
export { stampSessionAuthenticated } from './queries';
export { requireRecentAuth } from './recent-auth';

export async function status(deps: Deps, userId: string): Promise<TwoFactorStatus> {
  const [totp, left, passkeys] = await Promise.all([
    q.findTotp(deps.db, userId),
    q.countUnusedRecoveryCodes(deps.db, userId),
    q.countPasskeys(deps.db, userId),
  ]);
  return { totpEnabled: Boolean(totp?.enabled_at), recoveryCodesLeft: totp?.enabled_at ? left : 0, passkeys };
}

/** A new secret, not yet in force: the QR code and the secret as text. */
export async function startSetup(deps: Deps, userId: string, sessionId: string): Promise<TotpSetup> {
  await requireRecentAuth(deps, userId, sessionId);
  const user = await authQ.findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User ID not found');
  const secret = newTotpSecret();
  if (!(await q.upsertPendingTotp(deps.db, userId, deps.secretBox.seal(secret, sealContext(userId))))) throw new AppError('INVALID_INPUT', alreadyOnMessage);
  const otpauthUri = totpUri(secret, user.email);
  return { secret, otpauthUri, qrDataUrl: await toDataURL(otpauthUri, { margin: 1, width: 220 }) };
}

/**
 * The first right code turns 2FA on; the answer carries the recovery codes, shown once. Every
 * other session and every personal access token ends, as a password change ends them: one made
 * before the second factor (perhaps by whoever made the owner turn it on) must not outlive it.
 */
export async function confirmSetup(deps: Deps, userId: string, sessionId: string, code: string, client: Client): Promise<{ recoveryCodes: string[] }> {
  await requireRecentAuth(deps, userId, sessionId);
  const user = await authQ.findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User ID not found');
  const totp = await q.findTotp(deps.db, userId);
  if (totp?.enabled_at) throw new AppError('INVALID_INPUT', alreadyOnMessage);
  if (!totp) throw new AppError('INVALID_INPUT', noSetupMessage);
  await slowDown(deps, user.email, client);
  const step = await matchTotp(deps.secretBox.open(totp.secret_sealed, sealContext(userId)), code, deps.clock(), totp.last_used_step);
  if (step === undefined || !(await q.claimTotpStep(deps.db, userId, step))) throw new AppError('INVALID_INPUT', wrongCodeMessage);
  await clearRateLimit(deps.db, secondFactorKey(user.email));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await withTransaction(deps.db, async (trx) => {
    await q.markTotpEnabled(trx, userId);
    await q.replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode));
    await endOtherSessionsAndTokens(trx, userId, sessionId);
  });
  wakeStreams(deps, userId);
  mailLater(deps, userId, twoFactorOnMail);
  return { recoveryCodes: codes };
}

export async function disable(deps: Deps, userId: string, input: { password: string; code: string }, client: Client): Promise<void> {
  const user = await checkPasswordAndCode(deps, userId, input, client);
  await withTransaction(deps.db, async (trx) => {
    await q.deleteTotp(trx, userId);
    await q.deleteRecoveryCodes(trx, userId);
  });
  mailLater(deps, user.id, twoFactorOffMail);
}

export async function regenerateRecoveryCodes(deps: Deps, userId: string, input: { password: string; code: string }, client: Client) {
  await checkPasswordAndCode(deps, userId, input, client);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await q.replaceRecoveryCodes(deps.db, userId, codes.map(hashRecoveryCode));
  mailLater(deps, userId, recoveryCodesRegeneratedMail);
  return { recoveryCodes: codes };
}

/** The password (counted with sign-in's, decision 021) and then a code; 2FA must be on. */
async function checkPasswordAndCode(deps: Deps, userId: string, input: { password: string; code: string }, client: Client) {
  const user = await authQ.findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User ID not found');
  const totp = await q.findTotp(deps.db, userId);
  if (!totp?.enabled_at) throw new AppError('INVALID_INPUT', notOnMessage);
  await checkPassword(deps, user, input.password, client);
  await checkCode(deps, { id: user.id, email: user.email }, input.code, client);
  return user;
}

/**
 * The account's password, checked as sign-in checks it: the same per-IP limit and slow-down,
 * and a wrong one counts toward the owner's "someone is trying to sign in" mail.
 */
async function checkPassword(deps: Deps, user: { id: string; email: string }, password: string, client: Client) {
  const { db, config } = deps;
  await hitRateLimit(db, `sign-in:ip:${client.ip}`, config.rateLimits.signInPerIp);
  const attemptKey = signInAttemptKey(user.email, client.ip);
  await throttleAttempt(db, attemptKey, config.rateLimits.signInPerEmailAndIp);
  const credentials = await authQ.findUserForSignIn(db, user.email);
  if (!credentials || !(await verifyPassword(credentials.password_hash, password))) {
    await noteFailedSignIn(deps, user.email);
    throw new AppError('INVALID_INPUT', wrongPasswordMessage);
  }
  await clearRateLimit(db, attemptKey);
  await authQ.notePasswordEntered(db, user.id);
}

/**
 * Settings' "confirm it's you" (decision 041): the password, or a code from the app or a
 * recovery code when 2FA is on, stamps this session as recently authenticated, which adding a
 * passkey, turning on 2FA and deleting the account ask for.
 */
export async function confirmIdentity(
  deps: Deps,
  userId: string,
  sessionId: string,
  input: { password?: string | undefined; code?: string | undefined },
  client: Client,
) {
  const user = await authQ.findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User ID not found');
  if (input.password !== undefined) await checkPassword(deps, user, input.password, client);
  else if (input.code !== undefined) await checkCode(deps, { id: user.id, email: user.email }, input.code, client);
  else throw new AppError('INVALID_INPUT', wrongPasswordMessage);
  await q.stampSessionAuthenticated(deps.db, userId, sessionId);
}

const secondFactorKey = (email: string) => `second-factor:email:${email}`;

/** The slow-down of decision 021 on the code step: per account, whichever client tries. */
async function slowDown(deps: Deps, email: string, client: Client) {
  await hitRateLimit(deps.db, `sign-in:ip:${client.ip}`, deps.config.rateLimits.signInPerIp);
  await throttleAttempt(deps.db, secondFactorKey(email), deps.config.rateLimits.secondFactorPerUser);
}

/**
 * A code from the app (right at now +-1 step, newer than the last one used) or an unused
 * recovery code. Throws on a wrong one; counted before it is checked.
 */
async function checkCode(deps: Deps, user: { id: string; email: string }, code: string, client: Client): Promise<'totp' | 'recovery'> {
  await slowDown(deps, user.email, client);
  const totp = await q.findTotp(deps.db, user.id);
  if (!totp?.enabled_at) throw new AppError('INVALID_INPUT', wrongCodeMessage);
  let kind: 'totp' | 'recovery' | undefined;
  if (/^\d{6}$/.test(code)) {
    const step = await matchTotp(deps.secretBox.open(totp.secret_sealed, sealContext(user.id)), code, deps.clock(), totp.last_used_step);
    if (step !== undefined && (await q.claimTotpStep(deps.db, user.id, step))) kind = 'totp';
  } else if (isRecoveryCodeShape(code) && (await q.spendRecoveryCode(deps.db, user.id, hashRecoveryCode(code)))) {
    kind = 'recovery';
  }
  if (!kind) {
    // Whoever reaches this step knows the password: the owner must hear of it (decision 041).
    await noteFailedSignIn(deps, user.email);
    throw new AppError('INVALID_INPUT', wrongCodeMessage);
  }
  await clearRateLimit(deps.db, secondFactorKey(user.email));
  if (kind === 'recovery') {
    const left = await q.countUnusedRecoveryCodes(deps.db, user.id);
    mailLater(deps, user.id, (who) => recoveryCodeUsedMail(who, left));
  }
  return kind;
}

/** The user a live challenge stands for; throws when it has expired or was used. */
export async function readChallenge(deps: Deps, challengeToken: string | undefined) {
  const challenge = challengeToken ? await q.findChallenge(deps.db, hashToken(challengeToken)) : undefined;
  if (!challenge) throw new AppError('INVALID_TOKEN', challengeExpiredMessage);
  return challenge;
}

/** The second step of sign-in with a code: the session, once. */
export async function completeWithCode(deps: Deps, challengeToken: string | undefined, code: string, client: Client): Promise<IssuedSession> {
  const challenge = await readChallenge(deps, challengeToken);
  await checkCode(deps, { id: challenge.userId, email: challenge.email }, code, client);
  return finishSignIn(deps, challenge.id, challenge.userId, client);
}

export async function finishSignIn(deps: Deps, challengeId: string, userId: string, client: Client): Promise<IssuedSession> {
  if (!(await q.deleteChallenge(deps.db, challengeId))) throw new AppError('INVALID_TOKEN', challengeExpiredMessage);
  await authQ.touchLastSignIn(deps.db, userId);
  return issueSession(deps.db, userId, client.userAgent);
}

/**
 * After a full sign-in: remembers the browser (its device cookie) and, when the account has
 * signed in elsewhere before but never from it, mails the owner. The first browser of an
 * account (and the first sign-in after this shipped) is remembered without mail.
 */
export async function noteSignInDevice(deps: Deps, userId: string, deviceId: string, userAgent: string | null): Promise<void> {
  const { isNew, hadOthers } = await q.rememberDevice(deps.db, userId, hashToken(`device:${deviceId}`));
  if (!isNew || !hadOthers) return;
  const at = deps.clock();
  const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(at);
  mailLater(deps, userId, (who) => newDeviceMail(who, describeDevice(userAgent), `${time} (UK time)`));
}

/** When a second factor is turned on: the other sessions and every token end (decision 041). */
export async function endOtherSessionsAndTokens(db: Db, userId: string, keepSessionId: string) {
  await authQ.deleteSessionsExcept(db, userId, keepSessionId);
  await revokeAllTokens(db, userId);
}

/** The user's streams re-check their sessions (decision 022), so the ended ones close. */
export const wakeStreams = (deps: Deps, userId: string) =>
  void deps.events.publish({ userId, topics: [] }).catch((err: unknown) => deps.logger.warn({ err }, 'sign-out event not sent'));

/** What auth's sign-in and password reset need of the second factors; the app hands it to auth. */
export const secondFactorsForAuth: SecondFactors = {
  begin: beginSecondFactor,
  addedSincePassword: q.secondFactorsAddedSincePassword,
  removeAddedSincePassword: q.deleteSecondFactorsAddedSincePassword,
  noteSignInDevice,
};
