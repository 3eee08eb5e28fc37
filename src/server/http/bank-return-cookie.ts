import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { isSecureRequest } from './session-cookie';

// A bank's answer held while the person signs in: TrueLayer's one-time code and the state it
// came with, sealed (AES-256-GCM, the secret box) in an HttpOnly cookie for ten minutes. The
// code is exchanged only once the person who started the link is signed in
// (modules/bank/oauth-return.ts), so a stranger's link can never bring in this person's bank.
const SECURE_NAME = '__Host-ps_bank_return';
const PLAIN_NAME = 'ps_bank_return';
const SEAL_CONTEXT = 'bank-return';
const MAX_AGE_SECONDS = 600;

export type HeldBankReturn = { code: string; state: string };

type CookieDeps = Pick<Deps, 'config' | 'secretBox'>;

const nameFor = (req: FastifyRequest, deps: CookieDeps) => (isSecureRequest(req, deps.config) ? SECURE_NAME : PLAIN_NAME);
const options = (req: FastifyRequest, deps: CookieDeps) => ({
  httpOnly: true,
  // Lax: the bank's redirect is a cross-site navigation, and the cookie is set in its answer.
  sameSite: 'lax' as const,
  secure: isSecureRequest(req, deps.config),
  path: '/',
});

export function holdBankReturn(req: FastifyRequest, reply: FastifyReply, deps: CookieDeps, held: HeldBankReturn) {
  const sealed = deps.secretBox.seal(JSON.stringify(held), SEAL_CONTEXT);
  reply.setCookie(nameFor(req, deps), sealed, { ...options(req, deps), maxAge: MAX_AGE_SECONDS });
}

/** The held answer, if any (and clears it: a code is used once); undefined when absent or not ours. */
export function takeBankReturn(req: FastifyRequest, reply: FastifyReply, deps: CookieDeps): HeldBankReturn | undefined {
  const name = nameFor(req, deps);
  const sealed = req.cookies[name];
  if (!sealed) return undefined;
  reply.clearCookie(name, options(req, deps));
  try {
    const held = JSON.parse(deps.secretBox.open(sealed, SEAL_CONTEXT)) as Partial<HeldBankReturn>;
    return typeof held.code === 'string' && typeof held.state === 'string' ? { code: held.code, state: held.state } : undefined;
  } catch {
    return undefined;
  }
}
