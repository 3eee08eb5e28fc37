import { afterAll, beforeAll, expect, it } from 'vitest';
import { owaspArgon2 } from '../../src/server/config';
import { failureOf } from '../support/api-client';
import { latestMail, tokenOf } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDeps } from '../support/test-deps';
import { requestPasswordReset } from '../../src/server/modules/auth/service';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

it('answers a reset request for a known address without waiting for the link to be made or mailed', async () => {
  const email = `reset-timing-${Date.now()}@example.com`;
  const client = t.client();
  await client.trpc.auth.signUp.mutate({ firstName: 'T', lastName: 'T', email, password: 'secret1', acceptTerms: true });
  await client.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(t.db, email)).link) });
  // A mailer that takes 300 ms, so waiting for it (only a known address has mail) cannot hide in noise.
  const sent: string[] = [];
  const deps = { ...(await testDeps(t.database)), mailer: { send: async (m: { to: string }) => void (await sleep(300), sent.push(m.to)), close() {} } };
  const client127 = { ip: '127.0.0.1', userAgent: null };
  const timed = async (address: string) => {
    const start = performance.now();
    await requestPasswordReset(deps, address, client127);
    return performance.now() - start;
  };
  const known = await timed(email);
  const unknown = await timed(`ghost-${Date.now()}@example.com`);
  expect(known).toBeLessThan(200);
  expect(unknown).toBeLessThan(200);
  // The mail still goes, after the answer.
  await expect.poll(() => sent, { timeout: 3000 }).toEqual([email]);
});
