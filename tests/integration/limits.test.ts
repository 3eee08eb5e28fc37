import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 16 item 17: one request could carry 450 procedure calls. A batch is now capped at
// 20 (the client's batch link splits at the same number).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

function batchOf(size: number) {
  const paths = Array.from({ length: size }, () => 'auth.session').join(',');
  const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: size }, (_, i) => [i, {}]))));
  return fetch(`${t.baseUrl}/trpc/${paths}?batch=1&input=${input}`);
}

it('answers a batch of 20 calls', async () => {
  const response = await batchOf(20);
  expect(response.status).toBe(200);
  expect((await response.json()) as unknown[]).toHaveLength(20);
});

it('refuses a batch of 21 calls with 400 and runs none of them', async () => {
  const response = await batchOf(21);
  expect(response.status).toBe(400);
});
