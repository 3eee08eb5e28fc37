import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../security/passwords';
import { clearRateLimit, hitRateLimit } from '../../security/rate-limit';
import { hashToken, newToken } from '../../security/tokens';
import { messages } from '../../../shared/errors';
import type { PlanId } from '../../../shared/schemas/auth';
import * as q from './queries';
import { issueSession, type IssuedSession } from './session-store';

const VERIFY_TTL_SECONDS = 24 * 60 * 60;
const RESET_TTL_SECONDS = 60 * 60;

type Client = { ip: string; userAgent: string | null };

export async function signUp(
  deps: Deps,
  input: { firstName: string; lastName: string; email: string; password: string; plan?: PlanId | undefined },
  client: Client,
): Promise<{ email: string }> {
  const { db, config } = deps;
  await hitRateLimit(db, `sign-up:ip:${client.ip}`, config.rateLimits.signUpPerIp);
  if (await q.findUserByEmail(db, input.email)) throw new AppError('EMAIL_IN_USE', messages.emailInUse);
  const passwordHash = await hashPassword(input.password, config.passwordHashing);
  const token = newToken();
  try {
    await withTransaction(db, async (trx) => {
      const userId = await q.insertUser(trx, { ...input, passwordHash, plan: input.plan ?? null });
      await q.insertAuthToken(trx, { userId, purpose: 'verify_email', tokenHash: hashToken(token), ttlSeconds: VERIFY_TTL_SECONDS });
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
  await q.insertAuthToken(db, { userId: user.id, purpose: 'verify_email', tokenHash: hashToken(token), ttlSeconds: VERIFY_TTL_SECONDS });
  await deps.mailer.send(verificationMail(user.email, user.first_name, verifyUrl(deps, token)));
}

/** Following the link proves the address and signs the user in on that browser. */
export async function verifyEmail(deps: Deps, token: string, client: Client): Promise<IssuedSession> {
  const { db } = deps;
  const userId = await withTransaction(db, async (trx) => {
    const id = await q.consumeAuthToken(trx, 'verify_email', hashToken(token));
    if (id) {
      await q.markEmailVerified(trx, id);
      await q.touchLastSignIn(trx, id);
    }
    return id;
  });
  if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidVerificationLink);
  return issueSession(db, userId, client.userAgent);
}

export async function signIn(deps: Deps, input: { email: string; password: string }, client: Client): Promise<IssuedSession> {
  const { db, config } = deps;
  await hitRateLimit(db, `sign-in:ip:${client.ip}`, config.rateLimits.signInPerIp);
  const emailKey = `sign-in:email:${input.email}`;
  await hitRateLimit(db, emailKey, config.rateLimits.signInPerEmail);
  const user = await q.findUserForSignIn(db, input.email);
  if (!user) {
    await spendVerifyTime(input.password, config.passwordHashing);
    throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
  }
  // Told only after the right password, so it reveals nothing to a guesser.
  if (!user.email_verified_at) throw new AppError('EMAIL_NOT_VERIFIED', messages.emailNotVerified);
  await clearRateLimit(db, emailKey);
  await q.touchLastSignIn(db, user.id);
  return issueSession(db, user.id, client.userAgent);
}

/** Always answers the same, so it cannot tell whether an email has an account. */
export async function requestPasswordReset(deps: Deps, email: string, client: Client): Promise<void> {
  const { db, config } = deps;
  await hitRateLimit(db, `reset:ip:${client.ip}`, config.rateLimits.resetPerIp);
  await hitRateLimit(db, `reset:email:${email}`, config.rateLimits.mailPerEmail);
  const user = await q.findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  await q.insertAuthToken(db, { userId: user.id, purpose: 'reset_password', tokenHash: hashToken(token), ttlSeconds: RESET_TTL_SECONDS });
  await deps.mailer.send(passwordResetMail(user.email, user.first_name, `${deps.config.appOrigin}/reset-password?token=${token}`));
}

export function isResetTokenLive(deps: Deps, token: string): Promise<boolean> {
  return q.isAuthTokenLive(deps.db, 'reset_password', hashToken(token));
}

/** Sets the new password and ends every session of the user: they sign in again. */
export async function resetPassword(deps: Deps, input: { token: string; password: string }, client: Client): Promise<void> {
  const { db, config } = deps;
  await hitRateLimit(db, `reset-submit:ip:${client.ip}`, config.rateLimits.resetPerIp);
  // A dead link is refused before the (deliberately expensive) hash is computed.
  if (!(await q.isAuthTokenLive(db, 'reset_password', hashToken(input.token)))) throw new AppError('INVALID_TOKEN', messages.invalidResetLink);
  const passwordHash = await hashPassword(input.password, config.passwordHashing);
  const done = await withTransaction(db, async (trx) => {
    const userId = await q.consumeAuthToken(trx, 'reset_password', hashToken(input.token));
    if (!userId) return false;
    await q.updatePasswordHash(trx, userId, passwordHash);
    // The reset link proves the address, as the verification link would.
    await q.markEmailVerified(trx, userId);
    await q.deleteUserSessions(trx, userId);
    return true;
  });
  if (!done) throw new AppError('INVALID_TOKEN', messages.invalidResetLink);
}

const verifyUrl = (deps: Deps, token: string) => `${deps.config.appOrigin}/verify-email?token=${token}`;
