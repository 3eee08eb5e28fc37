import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEvents, waitFor } from '../support/events';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';

// Issue 16 item 17: one request could carry 450 procedure calls, and one person could hold
// 1,000 live-update streams open. A batch is now capped at 20 (the client's batch link splits
// at the same number), and a person's open streams at 10.

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

it('refuses an 11th open event stream of one user with a clear error, and admits one again once a stream closes', async () => {
  const user = await signedInUser(t, 'streams');
  const streams = Array.from({ length: 10 }, () => openEvents(t.baseUrl, user.client));
  await Promise.all(streams.map((s) => s.connected));

  const refused = openEvents(t.baseUrl, user.client);
  await refused.done;
  expect(refused.events.join('\n')).toContain('TOO_MANY_REQUESTS');
  expect(refused.events.join('\n')).toContain('Live updates are already open in too many windows. Close one, then reload this page.');
  // Another person is not counted against this one.
  const other = await signedInUser(t, 'streams-other');
  const someoneElse = openEvents(t.baseUrl, other.client);
  expect(await admitted(someoneElse, () => other.client.trpc.payday.set.mutate({ payDay: 20 }))).toBe(true);
  someoneElse.close();

  streams[0]!.close();
  await streams[0]!.done;
  // The server notices the dropped connection a moment after the client: a few tries.
  let reopened = false;
  for (let attempt = 0; attempt < 20 && !reopened; attempt++) {
    const stream = openEvents(t.baseUrl, user.client);
    reopened = await admitted(stream, () => user.client.trpc.payday.set.mutate({ payDay: 20 }));
    stream.close();
  }
  expect(reopened).toBe(true);
  for (const s of streams) s.close();
});

/** Whether a stream is served: it hears the change `act` makes, rather than ending with an error. */
async function admitted(stream: ReturnType<typeof openEvents>, act: () => unknown): Promise<boolean> {
  await stream.connected;
  let ended = false;
  void stream.done.then(() => (ended = true));
  await act();
  await waitFor(() => ended || stream.events.some((e) => e.includes('topics')));
  return !ended;
}
