/**
 * Error codes the API attaches to failures (as `error.data.appCode`), so the client can
 * react to a case (switch to sign-in, offer a new link) without matching on text. Exported for
 * scripts that use the typed client.
 * @public
 */
export const appErrorCodes = [
  'EMAIL_IN_USE',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'INVALID_TOKEN',
  'CROSS_SITE_REQUEST',
  'UNAUTHENTICATED',
  'ONBOARDING_INCOMPLETE',
  'NOT_FOUND',
  'INVALID_INPUT',
  'BANK_UNAVAILABLE',
  'BANK_LINK_FAILED',
  /** The action needs the password (or a code) entered again in this session: decision 041. */
  'REAUTH_REQUIRED',
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

/** Product copy for the errors the spec names; the server sends these texts. */
export const messages = {
  emailInUse: 'This email is already in use. Please sign in instead.',
  // The spec's 'Invalid login credentials' is jargon to most people (issue 22, item 10).
  invalidCredentials: 'That email and password do not match. Please check them and try again.',
  emailNotVerified: 'Please verify your email before signing in. We can send you a new link.',
  invalidResetLink: 'Invalid or expired reset link',
  notSignUpPassword: 'That is not the password you chose when you signed up. Try again, or choose a new one.',
  invalidVerificationLink: 'This verification link is invalid or has expired. Please request a new one.',
  unauthenticated: 'Please sign in to continue.',
  crossSite: 'This request came from another site and was refused.',
  /** A server failure whose details stay in the log (production never shows them). */
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

/** 'Too many attempts. Please try again in 5 minutes.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds === 1 ? '1 second' : retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many attempts. Please try again in ${wait}.`;
}
