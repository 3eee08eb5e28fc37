import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import * as q from './queries';

// "Recent authentication" (decision 041): a stolen session cookie alone must not add a sign-in
// factor or delete the account. Those ask for the password (or a code) entered in this session
// within the last few minutes; signing in counts as entering it.

/** Ten minutes: long enough to scan a QR code or find a security key after typing the password. */
const RECENT_AUTH_SECONDS = 10 * 60;
const reauthRequiredMessage = 'For your security, please enter your password again to continue.';

export async function requireRecentAuth(deps: Pick<Deps, 'db'>, userId: string, sessionId: string): Promise<void> {
  if (!(await q.isSessionRecentlyAuthenticated(deps.db, userId, sessionId, RECENT_AUTH_SECONDS))) {
    throw new AppError('REAUTH_REQUIRED', reauthRequiredMessage);
  }
}
