import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEvents, waitFor } from '../../support/events';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTestDatabase } from '../../support/test-database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { signedInUser } from '../../support/users';

let database: DatabaseHandle;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  one = await startTestApp({ database, scheduler: false });
  two = await startTestApp({ database, scheduler: false });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

it("tells the user's open pages what changed after a sync, and nobody else", async () => {
  const alice = await signedInUser(one, 'rt-alice');
  const bob = await signedInUser(one, 'rt-bob');
  const aliceStream = openEvents(one.baseUrl, alice.client);
  const bobStream = openEvents(one.baseUrl, bob.client);
  await new Promise((r) => setTimeout(r, 200));

  await linkSandboxBank(alice.client);
  await waitFor(() => aliceStream.events.some((e) => e.includes('transactions')));
  expect(aliceStream.events.some((e) => e.includes('bank_accounts'))).toBe(true);
  await new Promise((r) => setTimeout(r, 200));
  expect(bobStream.events.filter((e) => e.includes('topics'))).toEqual([]);
  aliceStream.close();
  bobStream.close();
});

it('reaches a page connected to another instance when the database is a Postgres server', async () => {
  const user = await signedInUser(one, 'rt-cross');
  const stream = openEvents(two.baseUrl, user.client);
  await new Promise((r) => setTimeout(r, 200));
  await linkSandboxBank(user.client);
  if (database.kind === 'postgres') {
    await waitFor(() => stream.events.some((e) => e.includes('transactions')));
  } else {
    // The embedded database admits one process: events stay within it by design.
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events.filter((e) => e.includes('topics'))).toEqual([]);
  }
  stream.close();
});

it('refuses the event stream to a visitor who is not signed in', async () => {
  const res = await fetch(`${one.baseUrl}/trpc/bank.onChange`, { headers: { accept: 'text/event-stream' } });
  const text = await res.text();
  expect(text).toContain('UNAUTHORIZED');
});
