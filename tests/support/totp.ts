import { createHmac } from 'node:crypto';

// RFC 6238 written out for the tests, independent of the app's library: HMAC-SHA-1 of the
// 30-second step count, dynamic truncation, 6 digits.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(c);
    if (index < 0) throw new Error(`not base32: ${c}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code of one 30-second step (unix seconds / 30, floored). */
export function totpAtStep(key: Buffer, step: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const h = createHmac('sha1', key).update(counter).digest();
  const o = h[19]! & 15;
  const n = (((h[o]! & 127) << 24) | (h[o + 1]! << 16) | (h[o + 2]! << 8) | h[o + 3]!) % 10 ** digits;
  return String(n).padStart(digits, '0');
}

export const stepOf = (date: Date) => Math.floor(date.getTime() / 1000 / 30);

/** The code an authenticator app shows for this base32 secret, `offset` steps from `at`. */
export const totpCode = (secret: string, at: Date, offset = 0) => totpAtStep(base32Decode(secret), stepOf(at) + offset);
