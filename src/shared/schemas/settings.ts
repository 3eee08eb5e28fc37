import { z } from 'zod';
import { newPasswordField } from './auth';
import { personName } from './fields';

// Inputs of the settings router, shared by the Edit Profile forms and the procedures.

export const PHONE_NUMBER_MESSAGE = 'Please enter a valid phone number, e.g. 07700 900123 or +44 7700 900123';

/**
 * A UK number (0 then 9 or 10 more digits) or an international one (+ then 7 to 15
 * digits, the E.164 maximum), written with the spaces, dashes, dots or brackets people use.
 */
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value) || value.indexOf('+') > 0) return false;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) return digits.length >= 7 && digits.length <= 15 && !digits.startsWith('0');
  return digits.startsWith('0') && (digits.length === 10 || digits.length === 11);
}

/** Kept as the user wrote it (spaces tidied); blank means no number (null). */
const phoneNumberField = z
  .string()
  .max(40, PHONE_NUMBER_MESSAGE)
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v === '' || isPhoneNumber(v), PHONE_NUMBER_MESSAGE)
  .transform((v) => (v === '' ? null : v));

export const updateProfileInput = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  /** Left out: the stored number stays. Blank or null: removed. */
  phoneNumber: phoneNumberField.nullable().optional(),
});

export const passwordsDontMatch = { title: "Passwords don't match", description: 'Please make sure your new passwords match.' } as const;
export const currentPasswordIncorrect = 'Current password is incorrect';

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password').max(256, 'Password is too long'),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password').max(256, 'Password is too long'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: passwordsDontMatch.title, path: ['confirmPassword'] });
