import { randomBytes, createHash } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

// TOTP (RFC 6238) with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps.

const TOTP_PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (secret: string, email: string) => generateURI({ issuer: 'Plain Sight', label: email, secret });

/**
 * The step the code belongs to, if it is right at `now` or one step either side (a phone's
 * clock a little out), and newer than `afterStep` (each code works once).
 */
export async function matchTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

// Recovery codes: 16 characters of Crockford's base32 (80 random bits), shown as xxxx-xxxx-xxxx-xxxx.

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code.match(/.{4}/g)!.join('-');
}

/** Lower case, no dashes or spaces: how a typed code is compared. */
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const isRecoveryCodeShape = (code: string) => /^[0-9a-z]{16}$/.test(normaliseRecoveryCode(code));

/**
 * sha-256 is enough here (unlike passwords): each code carries 80 random bits, so trying
 * every code against a stolen hash is out of reach, and a lookup by hash needs no per-row work.
 */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex');
