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
  await Promise.all([aliceStream.connected, bobStream.connected]);

  await linkSandboxBank(alice.client);
  await waitFor(() => aliceStream.events.some((e) => e.includes('transactions')));
  expect(aliceStream.events.some((e) => e.includes('bank_accounts'))).toBe(true);
  // Bob's own change reaches him after anything sent before it: Alice's would be there by then.
  await bob.client.trpc.payday.set.mutate({ payDay: 20 });
  await waitFor(() => bobStream.events.some((e) => e.includes('"payday"')));
  expect(bobStream.events.filter((e) => e.includes('topics') && !e.includes('"payday"'))).toEqual([]);
  aliceStream.close();
  bobStream.close();
});

it('reaches a page connected to another instance when the database is a Postgres server', async () => {
  const user = await signedInUser(one, 'rt-cross');
  const stream = openEvents(two.baseUrl, user.client);
  await stream.connected;
  await linkSandboxBank(user.client);
  if (database.kind === 'postgres') {
    await waitFor(() => stream.events.some((e) => e.includes('transactions')));
  } else {
    // The embedded database admits one process: events stay within it by design. A change
    // made through instance two reaches the page after anything sent to it before.
    const viaTwo = two.client();
    for (const [name, value] of user.client.cookies) viaTwo.cookies.set(name, value);
    await viaTwo.trpc.payday.set.mutate({ payDay: 20 });
    await waitFor(() => stream.events.some((e) => e.includes('"payday"')));
    expect(stream.events.filter((e) => e.includes('topics') && !e.includes('"payday"'))).toEqual([]);
  }
  stream.close();
});

it('refuses the event stream to a visitor who is not signed in', async () => {
  const res = await fetch(`${one.baseUrl}/trpc/bank.onChange`, { headers: { accept: 'text/event-stream' } });
  const text = await res.text();
  expect(text).toContain('UNAUTHORIZED');
});
