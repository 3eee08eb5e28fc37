/** Session storage key holding the address the verification link was sent to. */
export const VERIFICATION_EMAIL_KEY = 'verification_email';
