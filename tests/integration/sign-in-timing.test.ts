import { afterAll, beforeAll, expect, it } from 'vitest';
import { owaspArgon2 } from '../../src/server/config';
import { failureOf } from '../support/api-client';
import { latestMail, tokenOf } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

// With production's hashing cost, a guess at an unknown email must cost what a wrong
// password costs, so response times do not tell which emails have accounts.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { passwordHashing: owaspArgon2 } });
});
afterAll(() => t?.close());

/**
 * Median times of `a` and `b`, called in turn: whatever else the machine is doing (other
 * test files run in parallel) then weighs on both alike.
 */
async function interleavedMedians(a: () => Promise<unknown>, b: () => Promise<unknown>, runs = 9) {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [fn, into] of [
      [a, times[0]],
      [b, times[1]],
    ] as const) {
      const start = performance.now();
      await fn();
      into.push(performance.now() - start);
    }
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(runs / 2)]!;
  return [median(times[0]), median(times[1])] as const;
}

it('costs the same to sign in to an unknown email as with a wrong password', async () => {
  const email = `timing-${Date.now()}@example.com`;
  const client = t.client();
  await client.trpc.auth.signUp.mutate({ firstName: 'T', lastName: 'T', email, password: 'secret1', acceptTerms: true });
  await client.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(t.db, email)).link) });
  const [wrong, unknown] = await interleavedMedians(
    () => failureOf(t.client().trpc.auth.signIn.mutate({ email, password: 'not the one' })),
    () => failureOf(t.client().trpc.auth.signIn.mutate({ email: `ghost-${Date.now()}@example.com`, password: 'not the one' })),
  );
  // Both do one argon2id verification (tens of ms); without the dummy check the
  // unknown email would answer in a few ms.
  expect(wrong).toBeGreaterThan(10);
  expect(unknown / wrong).toBeGreaterThan(0.6);
  expect(unknown / wrong).toBeLessThan(1.6);
});

it('answers a reset request for a known address as fast as for an unknown one', async () => {
  const email = `reset-timing-${Date.now()}@example.com`;
  const client = t.client();
  await client.trpc.auth.signUp.mutate({ firstName: 'T', lastName: 'T', email, password: 'secret1', acceptTerms: true });
  await client.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(t.db, email)).link) });
  const [known, unknown] = await interleavedMedians(
    () => t.client().trpc.auth.requestPasswordReset.mutate({ email }),
    () => t.client().trpc.auth.requestPasswordReset.mutate({ email: `ghost-${Date.now()}@example.com` }),
    15,
  );
  // Making the link and writing the mail (several ms) happen after the answer for both alike.
  expect(known / unknown).toBeLessThan(1.4);
});
