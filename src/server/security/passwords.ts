import argon2 from 'argon2';

export type HashingParams = { memoryCost: number; timeCost: number; parallelism: number };

export function hashPassword(password: string, params: HashingParams): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...params });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Checks a password against a hash made with the same parameters, for an email that
 * has no account: signing in to an unknown email then costs what a wrong password costs.
 */
export async function spendVerifyTime(password: string, params: HashingParams): Promise<void> {
  const key = JSON.stringify(params);
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('not-a-real-password', params);
    dummyHashes.set(key, hash);
  }
  await verifyPassword(await hash, password);
}
