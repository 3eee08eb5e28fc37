import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../support/api-client';
import { openEvents, waitFor } from '../support/events';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';

// Issue 16 item 9: sign-out never leaves a valid session behind 'Logged out successfully'.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

it('ends the event stream of the session that signs out, and only that one', async () => {
  const user = await signedInUser(t, 'so-stream');
  // The same person signed in on a second device.
  const other = t.client();
  await other.trpc.auth.signIn.mutate({ email: user.email, password: 'secret-pass' });
  const leaving = openEvents(t.baseUrl, user.client);
  const staying = openEvents(t.baseUrl, other);
  await Promise.all([leaving.connected, staying.connected]);

  await user.client.trpc.auth.signOut.mutate();
  let ended = false;
  void leaving.done.then(() => (ended = true));
  await waitFor(() => ended);

  await other.trpc.payday.set.mutate({ payDay: 20 });
  await waitFor(() => staying.events.some((e) => e.includes('"payday"')));
  expect(leaving.events.some((e) => e.includes('"payday"'))).toBe(false);
  staying.close();
});

it('clears the cookie even when ending the session fails', async () => {
  const user = await signedInUser(t, 'so-fail');
  expect(user.client.cookies.has('ps_session')).toBe(true);
  // The sessions table out of reach: the server cannot end the session.
  await sql`alter table sessions rename to sessions_away`.execute(t.db);
  const error = await failureOf(user.client.trpc.auth.signOut.mutate()).finally(() => sql`alter table sessions_away rename to sessions`.execute(t.db));
  expect(error.data?.code).toBe('INTERNAL_SERVER_ERROR');
  // The device cookie (decision 029) stays: it outlives sign-outs by design.
  expect([...user.client.cookies.keys()]).toEqual(['ps_device']);
});
