import { providerFor } from '../bank/service';
import type { z } from 'zod';
import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { clearRateLimit, hitRateLimit, throttleAttempt } from '../../security/rate-limit';
import { currentPasswordIncorrect, type changePasswordInput, type updateProfileInput } from '../../../shared/schemas/settings';
import { deleteUserAvatars } from '../avatars/service';
import { onAccountDeleted } from '../billing/service';
import { noteFailedSignIn, sendSecurityMail, signInAttemptKey } from '../auth/service';
import { revokeAllTokens } from '../tokens/service';
import { accountDeletedMail, passwordChangedMail } from '../../mail/security-templates';
import { requireRecentAuth, stampSessionAuthenticated } from '../security/service';
import * as q from './queries';

const userGone = () => new AppError('NOT_FOUND', 'User ID not found');

export type Profile = {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  email: string;
  /** `/api/avatar/{id}?v={version}`: the version changes with each upload. */
  avatarUrl: string | null;
  /** The sign-in before the current one (the current one for a first sign-in). */
  lastSignInAt: Date | null;
};

export async function getProfile(deps: Deps, userId: string): Promise<Profile> {
  const row = await q.findProfile(deps.db, userId);
  if (!row) throw userGone();
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    email: row.email,
    avatarUrl: row.avatar_url,
    lastSignInAt: row.previous_sign_in_at ?? row.last_sign_in_at,
  };
}

export async function updateProfile(deps: Deps, userId: string, input: z.output<typeof updateProfileInput>): Promise<Profile> {
  if (!(await q.updateProfile(deps.db, userId, input, deps.clock()))) throw userGone();
  return getProfile(deps, userId);
}

type Client = { ip: string };

/**
 * Checks the current password as sign-in would (the same slow-down, counted against the
 * same address and client), sets the new one, and ends every other session, every personal access
 * token and any reset link in flight: a changed password is often a suspected leak, and a
 * token taken with the old one must not outlive it. The asking session stays.
 */
export async function changePassword(deps: Deps, userId: string, sessionId: string, input: z.output<typeof changePasswordInput>, client: Client) {
  const { db, config } = deps;
  const user = await q.findCredentials(db, userId);
  if (!user) throw userGone();
  await hitRateLimit(db, `sign-in:ip:${client.ip}`, config.rateLimits.signInPerIp);
  const attemptKey = signInAttemptKey(user.email, client.ip);
  await throttleAttempt(db, attemptKey, config.rateLimits.signInPerEmailAndIp);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    await noteFailedSignIn(deps, user.email);
    throw new AppError('INVALID_INPUT', currentPasswordIncorrect);
  }
  await clearRateLimit(db, attemptKey);

  const passwordHash = await hashPassword(input.newPassword, config.passwordHashing);
  await withTransaction(db, async (trx) => {
    await q.updatePasswordHash(trx, userId, passwordHash, deps.clock());
    await q.deleteOtherSessions(trx, userId, sessionId);
    // The current password was just entered: the asking session counts as recently authenticated (decision 041).
    await stampSessionAuthenticated(trx, userId, sessionId);
    await revokeAllTokens(trx, userId);
    await q.spendResetLinks(trx, userId);
  });
  sendSecurityMail(deps, userId, passwordChangedMail);
}

/**
 * Deletes the account and everything in it, once the password (or a code) was entered in this
 * session within the last few minutes (decision 041). Each bank link is removed at the provider
 * first, while its tokens still exist (TrueLayer's revocation needs them); a failure there is
 * logged and does not stop the deletion (the link lapses at the provider within 90 days). The
 * database rows then go in one transaction (sessions included, so the user is signed out
 * everywhere), the avatar files after it, and the owner is mailed.
 */
export async function deleteAccount(deps: Deps, userId: string, sessionId: string): Promise<void> {
  const { db, logger } = deps;
  await requireRecentAuth(deps, userId, sessionId);
  const user = await q.findProfile(db, userId);
  if (!user) throw userGone();
  const links = await q.providerLinks(db, userId);

  // Paid subscriptions are cancelled first, while the customer rows still exist; if the
  // payment provider cannot be reached the deletion stops here and can be retried.
  await onAccountDeleted(deps, userId);

  for (const link of links) {
    try {
      await providerFor(deps, link.provider).removeLink(link.id);
    } catch (err) {
      logger.warn({ err, userId, requisitionId: link.id }, 'account deletion: removing a bank link at the provider failed');
    }
  }

  const deleted = await withTransaction(db, (trx) => q.deleteUser(trx, userId, user.email));
  if (!deleted) throw userGone();

  try {
    await deleteUserAvatars(deps.config.dataDir, userId);
  } catch (err) {
    logger.error({ err, userId }, 'account deletion: removing the avatar files failed');
  }
  const mail = { ...accountDeletedMail(user.email, user.first_name), notKept: true };
  setImmediate(() => void deps.mailer.send(mail).catch((err: unknown) => logger.error({ err, userId }, 'account deletion: the mail was not sent')));
  logger.info({ userId, bankLinks: links.length }, 'account deleted');
}
