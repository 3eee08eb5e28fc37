import { z } from 'zod';
import { text } from './fields';

// Inputs of the security router (two-factor sign-in, passkeys, sessions): decision 029.

/** A 6-digit code from the app, or a recovery code (16 characters, dashes and spaces ignored). */
const secondFactorCode = z
  .string({ error: 'Please enter the code' })
  .trim()
  .min(1, 'Please enter the code')
  .max(40, 'That code is too long')
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase());

export const codeInput = z.object({ code: secondFactorCode });

const currentPassword = z.string().min(1, 'Please enter your password').max(256, 'Password is too long');

/** Turning 2FA off or making new recovery codes: the password and a code. */
export const passwordAndCodeInput = z.object({ password: currentPassword, code: secondFactorCode });

/**
 * "Confirm it's you" (decision 041): the password, or (2FA on) a code from the app or a recovery
 * code. Exactly one of the two.
 */
export const confirmIdentityInput = z.union([z.object({ password: currentPassword }).strict(), z.object({ code: secondFactorCode }).strict()]);

const passkeyName = text('Please enter a name').trim().min(1, 'Please enter a name').max(60, 'The name must be at most 60 characters');

export const idInput = z.object({ id: z.uuid({ error: 'Not found' }) });
export const renamePasskeyInput = z.object({ id: z.uuid({ error: 'Not found' }), name: passkeyName });

/** A WebAuthn response from the browser: checked by @simplewebauthn/server; bounded here. */
const webauthnResponse = z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 16_384, 'The passkey answer is too large');

const ceremony = z.string({ error: 'Please try again.' }).min(16, 'Please try again.').max(128, 'Please try again.');
export const passkeyResponseInput = z.object({ ceremony, response: webauthnResponse });
export const registerPasskeyInput = z.object({ ceremony, response: webauthnResponse, name: passkeyName });

export const sessionIdInput = z.object({ id: z.uuid({ error: 'Not found' }) });

/** What the sign-in form needs after the right password, when a second factor is on. */
export type SecondFactorNeeded = { secondFactor: { totp: boolean; passkey: boolean } };

export type TwoFactorStatus = { totpEnabled: boolean; recoveryCodesLeft: number; passkeys: number };
export type TotpSetup = { secret: string; otpauthUri: string; qrDataUrl: string };
