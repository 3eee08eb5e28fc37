import { z } from 'zod';
import { planIds } from '../url-values';

// Inputs of the auth router, shared by the forms (react-hook-form's zod resolver) and
// the procedures, so a rule and its message live in one place.

export { planIds, type PlanId } from '../url-values';

export const emailField = z
  .string()
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((v) => v.toLowerCase());

const requiredPassword = z.string().min(1, 'Please enter your password').max(256, 'Password is too long');

export const newPasswordField = z
  .string()
  .min(6, 'Password must be at least 6 characters long')
  .max(256, 'Password must be at most 256 characters long');

const name = (label: string) =>
  z.string().trim().min(1, `Please enter your ${label}`).max(100, `Your ${label} must be at most 100 characters`);

export const signUpInput = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: emailField,
  password: newPasswordField,
  acceptTerms: z.boolean().refine((v) => v, 'Please agree to the terms and conditions'),
  plan: z.enum(planIds).optional(),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const signInInput = z.object({
  email: emailField,
  password: requiredPassword,
});
export type SignInInput = z.input<typeof signInInput>;

export const emailOnlyInput = z.object({ email: emailField });
export type EmailOnlyInput = z.input<typeof emailOnlyInput>;

export const tokenInput = z.object({ token: z.string().min(16).max(128) });

export const newPasswordForm = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type NewPasswordForm = z.input<typeof newPasswordForm>;

export const resetPasswordInput = z
  .object({
    token: z.string().min(16).max(128),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** What the client knows about the signed-in user. */
export type SessionInfo = {
  user: { id: string; email: string; firstName: string; lastName: string; avatarUrl: string | null };
  onboardingCompleted: boolean;
};
