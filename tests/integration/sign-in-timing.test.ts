import { afterAll, beforeAll, expect, it } from 'vitest';
import { owaspArgon2 } from '../../src/server/config';
import { failureOf } from '../support/api-client';
import { latestMail, tokenOf } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDeps } from '../support/test-deps';
import { requestPasswordReset } from '../../src/server/modules/auth/service';

// With production's hashing cost, a guess at an unknown email must cost what a wrong
// password costs, so response times do not tell which emails have accounts.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { passwordHashing: owaspArgon2 } });
});
afterAll(() => t?.close());

/**
 * Each of `a` and `b` called once first and not timed (the dummy hash is made on first use,
 * and the first requests warm connections and code), then one after the other for `rounds`
 * rounds, the order swapped every round. Returns the fastest time of `a` and the median of
 * the rounds' ratios b / a: the two calls of a round run side by side, under the same load
 * from elsewhere (other test files run in parallel), so their ratio holds where the fastest
 * of each alone can land in different moments of a busy machine.
 */
async function pairedTimes(a: () => Promise<unknown>, b: () => Promise<unknown>, rounds = 21) {
  const timed = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  await a();
  await b();
  const aTimes: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let ta: number;
    let tb: number;
    if (i % 2 === 0) {
      ta = await timed(a);
      tb = await timed(b);
    } else {
      tb = await timed(b);
      ta = await timed(a);
    }
    aTimes.push(ta);
    ratios.push(tb / ta);
  }
  ratios.sort((x, y) => x - y);
  return { fastestA: Math.min(...aTimes), medianRatio: ratios[Math.floor(rounds / 2)]! };
}

it('costs the same to sign in to an unknown email as with a wrong password', async () => {
  const email = `timing-${Date.now()}@example.com`;
  const client = t.client();
  await client.trpc.auth.signUp.mutate({ firstName: 'T', lastName: 'T', email, password: 'secret1', acceptTerms: true });
  await client.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(t.db, email)).link) });
  const { fastestA: wrong, medianRatio } = await pairedTimes(
    () => failureOf(t.client().trpc.auth.signIn.mutate({ email, password: 'not the one' })),
    () => failureOf(t.client().trpc.auth.signIn.mutate({ email: `ghost-${Date.now()}@example.com`, password: 'not the one' })),
  );
  // Both do one argon2id verification (tens of ms); without the dummy check the
  // unknown email would answer in a few ms.
  const figures = `wrong password ${wrong.toFixed(1)} ms at the fastest; unknown / wrong ${medianRatio.toFixed(2)} (median of the rounds)`;
  expect(wrong, figures).toBeGreaterThan(10);
  expect(medianRatio, figures).toBeGreaterThan(0.6);
  expect(medianRatio, figures).toBeLessThan(1.6);
});

it('answers a reset request for a known address without waiting for the link to be made or mailed', async () => {
  const email = `reset-timing-${Date.now()}@example.com`;
  const client = t.client();
  await client.trpc.auth.signUp.mutate({ firstName: 'T', lastName: 'T', email, password: 'secret1', acceptTerms: true });
  await client.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(t.db, email)).link) });
  // A mailer that holds every mail until the test lets it go: an answer that waited for the link
  // to be made and mailed (only a known address has one) could not come while it is held. A
  // gate rather than a slow mailer and a time limit, so load on the machine cannot fail it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  const mailer = {
    send: async (m: { to: string }) => {
      await held;
      sent.push(m.to);
    },
    idle: () => held,
    close: async () => {},
  };
  const deps = { ...(await testDeps(t.database)), mailer };
  const client127 = { ip: '127.0.0.1', userAgent: null };
  // No time limit of its own: an answer that waited for the held mail would never come, and the
  // test's timeout fails it; a slow machine only makes a right answer come later.
  const answer = (address: string) => requestPasswordReset(deps, address, client127).then(() => 'answered');
  expect(await answer(email)).toBe('answered');
  expect(await answer(`ghost-${Date.now()}@example.com`)).toBe('answered');
  expect(sent).toEqual([]);
  release();
  // The mail still goes, after the answer.
  await expect.poll(() => sent, { timeout: 3000 }).toEqual([email]);
});
