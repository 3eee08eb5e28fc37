import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { passwordResetMail, signInAlertMail, verificationMail } from '../../mail/templates';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../security/passwords';
import { clearRateLimit, countHit, hitRateLimit, throttleAttempt } from '../../security/rate-limit';
import { hashToken, newToken } from '../../security/tokens';
import { messages } from '../../../shared/errors';
import type { PlanId } from '../../../shared/schemas/auth';
import { passwordChangedMail, secondFactorsRemovedMail } from '../../mail/security-templates';
import { revokeAllTokens } from '../tokens/service';
import * as q from './queries';
import { secondFactors, type SecondFactorMethods } from './second-factors';
import { sendSecurityMail } from './security-mail';
import { issueSession, type IssuedSession } from './session-store';

// What other modules may use of auth (ARCHITECTURE.md, "Server modules"): the functions below,
// and these (the people, their sessions, their security mail).
export {
  findUserById,
  findUserForSignIn,
  notePasswordEntered,
  touchLastSignIn,
  listLiveSessions,
  deleteUserSession,
  deleteSessionsExcept,
  claimBankSilentRefresh,
} from './queries';
export { issueSession, readSession, type IssuedSession } from './session-store';
export { sendSecurityMail } from './security-mail';
export { useSecondFactors, type SecondFactors } from './second-factors';

const VERIFY_TTL_SECONDS = 24 * 60 * 60;
const RESET_TTL_SECONDS = 60 * 60;

/** `browser`: the sign-up cookie's value (http/sign-up-cookie.ts), when the browser sent one. */
type Client = { ip: string; userAgent: string | null; browser?: string | undefined };

export async function signUp(
  deps: Deps,
  input: { firstName: string; lastName: string; email: string; password: string; plan?: PlanId | undefined },
  client: Client,
): Promise<{ email: string }> {
  const { db, config } = deps;
  await hitRateLimit(db, `sign-up:ip:${client.ip}`, config.rateLimits.signUpPerIp);
  // The answer tells whether the address has an account (the spec's message): few tries per address.
  await hitRateLimit(db, `sign-up:email:${input.email}`, config.rateLimits.signUpPerEmail);
  if (await q.findUserByEmail(db, input.email)) throw new AppError('EMAIL_IN_USE', messages.emailInUse);
  const passwordHash = await hashPassword(input.password, config.passwordHashing);
  const token = newToken();
  try {
    await withTransaction(db, async (trx) => {
      const userId = await q.insertUser(trx, { ...input, passwordHash, plan: input.plan ?? null });
      await q.insertAuthToken(trx, {
        userId,
        purpose: 'verify_email',
        tokenHash: hashToken(token),
        ttlSeconds: VERIFY_TTL_SECONDS,
        browserHash: browserHash(client),
      });
    });
  } catch (error) {
    // Two sign-ups for one email at the same moment: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new AppError('EMAIL_IN_USE', messages.emailInUse);
    throw error;
  }
  await deps.mailer.send(verificationMail(input.email, input.firstName, verifyUrl(deps, token)));
  return { email: input.email };
}

/** Always answers the same, so it cannot tell whether an email has an account. */
export async function resendVerification(deps: Deps, email: string, client: Client): Promise<void> {
  const { db, config } = deps;
  await hitRateLimit(db, `resend:ip:${client.ip}`, config.rateLimits.resendPerIp);
  await hitRateLimit(db, `resend:email:${email}`, config.rateLimits.mailPerEmail);
  const user = await q.findUserByEmail(db, email);
  if (!user || user.email_verified_at) return;
  const token = newToken();
  // Bound to the browser that signed up, whoever asks: only there was the password chosen.
  const browser = await q.signUpBrowserHash(db, user.id);
  await q.insertAuthToken(db, { userId: user.id, purpose: 'verify_email', tokenHash: hashToken(token), ttlSeconds: VERIFY_TTL_SECONDS, browserHash: browser });
  await deps.mailer.send(verificationMail(user.email, user.first_name, verifyUrl(deps, token)));
}

/**
 * Following the link proves the address. In the browser that signed up it also signs in: that
 * person chose the password and reads the mail. Opened anywhere else (a phone, a mail app's own
 * browser), whoever clicked owns the address but may not be who chose the password (someone can
 * sign up with another's address): the link stays unused and the page asks for the password
 * chosen at sign-up, or offers to choose a new one (issue 22, item 9; decision 046). Nothing is
 * dropped without the page saying so. Answers the session, or 'password-needed'.
 */
export async function verifyEmail(deps: Deps, token: string, client: Client): Promise<IssuedSession | 'password-needed'> {
  const { db } = deps;
  const tokenHash = hashToken(token);
  const live = await q.findLiveAuthToken(db, 'verify_email', tokenHash);
  if (!live) throw new AppError('INVALID_TOKEN', messages.invalidVerificationLink);
  const sameBrowser = live.browser_hash !== null && live.browser_hash === browserHash(client);
  if (!sameBrowser) return 'password-needed';
  const userId = await withTransaction(db, async (trx) => {
    const id = (await q.consumeAuthToken(trx, 'verify_email', tokenHash))?.userId;
    if (!id) return undefined;
    await q.markEmailVerified(trx, id);
    await q.touchLastSignIn(trx, id);
    return id;
  });
  if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidVerificationLink);
  return issueSession(db, userId, client.userAgent);
}

/**
 * The link opened in another browser, with the password chosen at sign-up: that proves the
 * person who chose it reads the mail, so the address is confirmed and they are signed in. A
 * wrong password counts as a failed sign-in (the same limits and owner's alert).
 */
export async function verifyEmailWithPassword(deps: Deps, input: { token: string; password: string }, client: Client): Promise<IssuedSession> {
  const { db, config } = deps;
  await hitRateLimit(db, `sign-in:ip:${client.ip}`, config.rateLimits.signInPerIp);
  const tokenHash = hashToken(input.token);
  const userId = await q.liveAuthTokenUser(db, 'verify_email', tokenHash);
  if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidVerificationLink);
  const email = (await q.findUserById(db, userId))?.email;
  const user = email === undefined ? undefined : await q.findUserForSignIn(db, email);
  if (!user) throw new AppError('INVALID_TOKEN', messages.invalidVerificationLink);
  const attemptKey = signInAttemptKey(email!, client.ip);
  await throttleAttempt(db, attemptKey, config.rateLimits.signInPerEmailAndIp);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await noteFailedSignIn(deps, email!);
    throw new AppError('INVALID_CREDENTIALS', messages.notSignUpPassword);
  }
  await clearRateLimit(db, attemptKey);
  const done = await withTransaction(db, async (trx) => {
    if (!(await q.consumeAuthToken(trx, 'verify_email', tokenHash))) return false;
    await q.markEmailVerified(trx, userId);
    await q.touchLastSignIn(trx, userId);
    return true;
  });
  if (!done) throw new AppError('INVALID_TOKEN', messages.invalidVerificationLink);
  await q.notePasswordEntered(db, userId);
  return issueSession(db, userId, client.userAgent);
}

/**
 * The link opened in another browser by someone who chooses a new password instead: the link
 * proves the address, so, as a reset does, the new password replaces the sign-up one, every
 * other session and token ends (someone who signed up with this address is shut out), and the
 * person is signed in.
 */
export async function verifyEmailWithNewPassword(deps: Deps, input: { token: string; password: string }, client: Client): Promise<IssuedSession> {
  const { db, config } = deps;
  await hitRateLimit(db, `sign-in:ip:${client.ip}`, config.rateLimits.signInPerIp);
  const tokenHash = hashToken(input.token);
  if (!(await q.liveAuthTokenUser(db, 'verify_email', tokenHash))) throw new AppError('INVALID_TOKEN', messages.invalidVerificationLink);
  const hash = await hashPassword(input.password, config.passwordHashing);
  const userId = await withTransaction(db, async (trx) => {
    const id = (await q.consumeAuthToken(trx, 'verify_email', tokenHash))?.userId;
    if (!id) return undefined;
    await q.markEmailVerified(trx, id);
    await q.updatePasswordHash(trx, id, hash);
    await q.deleteUserSessions(trx, id);
    await revokeAllTokens(trx, id);
    await q.touchLastSignIn(trx, id);
    return id;
  });
  if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidVerificationLink);
  await q.notePasswordEntered(db, userId);
  return issueSession(db, userId, client.userAgent);
}

const browserHash = (client: Client) => (client.browser ? hashToken(client.browser) : null);

/** With a second factor on, the right password gives a challenge (its own cookie), not a session: decision 029. */
export type PendingSecondFactor = { challenge: string; methods: SecondFactorMethods; ttlSeconds: number };

export async function signIn(deps: Deps, input: { email: string; password: string }, client: Client): Promise<IssuedSession | PendingSecondFactor> {
  const { db, config } = deps;
  await hitRateLimit(db, `sign-in:ip:${client.ip}`, config.rateLimits.signInPerIp);
  // Per address and client together: a guesser elsewhere slows down only themselves, never the owner.
  const attemptKey = signInAttemptKey(input.email, client.ip);
  await throttleAttempt(db, attemptKey, config.rateLimits.signInPerEmailAndIp);
  const user = await q.findUserForSignIn(db, input.email);
  if (!user) {
    await spendVerifyTime(input.password, config.passwordHashing);
    // Counted as for an account, so the time taken tells nothing.
    await noteFailedSignIn(deps, input.email);
    throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await noteFailedSignIn(deps, input.email);
    throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
  }
  // Told only after the right password, so it reveals nothing to a guesser.
  if (!user.email_verified_at) throw new AppError('EMAIL_NOT_VERIFIED', messages.emailNotVerified);
  await clearRateLimit(db, attemptKey);
  await q.notePasswordEntered(db, user.id);
  const pending = await secondFactors().begin(deps, user.id);
  if (pending) return pending;
  await q.touchLastSignIn(db, user.id);
  return issueSession(db, user.id, client.userAgent);
}

// Keys end in ':email:<address>': deleting an account deletes its counts (settings/queries.ts).
export const signInAttemptKey = (email: string, ip: string) => `sign-in:attempt:${ip}:email:${email}`;

/**
 * Counts a wrong password at an address, from any client. Past the rule's count its owner (if
 * it has an account) is mailed, once a window: their account is being guessed at, and what to do.
 */
export async function noteFailedSignIn(deps: Deps, email: string): Promise<void> {
  const rule = deps.config.rateLimits.signInAlertPerEmail;
  const { hits } = await countHit(deps.db, `sign-in:failed:email:${email}`, rule);
  if (hits !== rule.max + 1) return;
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) return;
  await deps.mailer.send(signInAlertMail(user.email, user.first_name, `${deps.config.appOrigin}/request-password-reset`));
}

/**
 * Always answers the same, and as fast, so it cannot tell whether an email has an account:
 * the link is made and mailed after the answer has gone.
 */
export async function requestPasswordReset(deps: Deps, email: string, client: Client): Promise<void> {
  const { db, config } = deps;
  await hitRateLimit(db, `reset:ip:${client.ip}`, config.rateLimits.resetPerIp);
  await hitRateLimit(db, `reset:email:${email}`, config.rateLimits.mailPerEmail);
  const user = await q.findUserByEmail(db, email);
  if (!user) return;
  setImmediate(() => {
    sendResetLink(deps, user).catch((err: unknown) => deps.logger.error({ err, userId: user.id }, 'password reset: making or mailing the link failed'));
  });
}

async function sendResetLink(deps: Deps, user: { id: string; email: string; first_name: string }) {
  const token = newToken();
  await q.insertAuthToken(deps.db, { userId: user.id, purpose: 'reset_password', tokenHash: hashToken(token), ttlSeconds: RESET_TTL_SECONDS });
  await deps.mailer.send(passwordResetMail(user.email, user.first_name, resetUrl(deps, token)));
}

/**
 * What a live reset link may offer to remove: the second factors added since the password was
 * last entered (decision 041). Whoever holds the link reads the account's mail already.
 */
export async function resetLinkInfo(deps: Deps, token: string): Promise<{ valid: boolean; newSecondFactors: { passkeys: number; totp: boolean } }> {
  const userId = await q.liveAuthTokenUser(deps.db, 'reset_password', hashToken(token));
  if (!userId) return { valid: false, newSecondFactors: { passkeys: 0, totp: false } };
  return { valid: true, newSecondFactors: await secondFactors().addedSincePassword(deps.db, userId) };
}

/**
 * Sets the new password and ends every session and personal access token of the user: they
 * sign in again. Unless asked to keep them, the passkeys and authenticator app added since the
 * password was last entered go too: a stolen session may have added them (decision 041).
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string; removeNewSecondFactors?: boolean }, client: Client): Promise<void> {
  const { db, config } = deps;
  await hitRateLimit(db, `reset-submit:ip:${client.ip}`, config.rateLimits.resetPerIp);
  // A dead link is refused before the (deliberately expensive) hash is computed.
  if (!(await q.isAuthTokenLive(db, 'reset_password', hashToken(input.token)))) throw new AppError('INVALID_TOKEN', messages.invalidResetLink);
  const passwordHash = await hashPassword(input.password, config.passwordHashing);
  const done = await withTransaction(db, async (trx) => {
    const userId = (await q.consumeAuthToken(trx, 'reset_password', hashToken(input.token)))?.userId;
    if (!userId) return undefined;
    const removed = input.removeNewSecondFactors === false ? { passkeys: 0, totp: false } : await secondFactors().removeAddedSincePassword(trx, userId);
    await q.updatePasswordHash(trx, userId, passwordHash);
    await q.notePasswordEntered(trx, userId);
    // The reset link proves the address, as the verification link would.
    await q.markEmailVerified(trx, userId);
    await q.deleteUserSessions(trx, userId);
    await revokeAllTokens(trx, userId);
    return { userId, removed };
  });
  if (!done) throw new AppError('INVALID_TOKEN', messages.invalidResetLink);
  sendSecurityMail(deps, done.userId, passwordChangedMail);
  if (done.removed.totp || done.removed.passkeys > 0) sendSecurityMail(deps, done.userId, (who) => secondFactorsRemovedMail(who, done.removed));
}

const verifyUrl = (deps: Deps, token: string) => `${deps.config.appOrigin}/verify-email?token=${token}`;
const resetUrl = (deps: Deps, token: string) => `${deps.config.appOrigin}/reset-password?token=${token}`;
