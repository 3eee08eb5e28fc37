import { z } from 'zod';
import { messages } from '../errors';
import { personName } from './fields';
import { planIds } from '../url-values';

// Inputs of the auth router, shared by the forms (react-hook-form's zod resolver) and
// the procedures, so a rule and its message live in one place.

export { type PlanId } from '../url-values';

export const emailField = z
  .string()
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((v) => v.toLowerCase());

const requiredPassword = z.string().min(1, 'Please enter your password').max(256, 'Password is too long');

export const newPasswordField = z.string().min(6, 'Password must be at least 6 characters long').max(256, 'Password must be at most 256 characters long');

export const signUpInput = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  email: emailField,
  password: newPasswordField,
  acceptTerms: z.boolean().refine((v) => v, 'Please agree to the terms and conditions'),
  plan: z.enum(planIds).optional(),
});

export const signInInput = z.object({
  email: emailField,
  password: requiredPassword,
});

export const emailOnlyInput = z.object({ email: emailField });

/** The token of a mailed link; a malformed one reads as the link's own plain message. */
const linkToken = (message: string) => z.string({ error: message }).min(16, message).max(128, message);

export const tokenInput = z.object({ token: linkToken(messages.invalidVerificationLink) });

/** The verification link opened in another browser, with the password chosen at sign-up. */
export const verifyWithPasswordInput = tokenInput.extend({ password: requiredPassword });

/** The verification link opened in another browser, with a new password instead. */
export const verifyWithNewPasswordInput = z
  .object({ token: linkToken(messages.invalidVerificationLink), password: newPasswordField, confirmPassword: z.string().max(256) })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const resetTokenInput = z.object({ token: linkToken(messages.invalidResetLink) });

export const newPasswordForm = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const resetPasswordInput = z
  .object({
    token: linkToken(messages.invalidResetLink),
    password: newPasswordField,
    confirmPassword: z.string(),
    /**
     * Removes the passkeys and authenticator app added since the password was last entered
     * (decision 041): someone holding a stolen session may have added them. On unless the
     * person says to keep them.
     */
    removeNewSecondFactors: z.boolean().default(true),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** What the client knows about the signed-in user. */
export type SessionInfo = {
  user: { id: string; email: string; firstName: string; lastName: string; avatarUrl: string | null };
  onboardingCompleted: boolean;
};
