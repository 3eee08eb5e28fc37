import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeTrueLayer, type FakeTrueLayer } from '../../support/fake-truelayer/fake-truelayer-server';
import { approveAtTrueLayer, linkTrueLayer, trueLayerBankConfig } from '../../support/fake-truelayer/truelayer-app';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

// A TrueLayer `state` works once; deleting the account revokes the connection at TrueLayer
// before the rows (and the tokens the revocation needs) go. Issue 23 items 8 and 9, decision 041.

const now = new Date('2025-03-10T12:00:00Z');
let fake: FakeTrueLayer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeTrueLayer();
  t = await startTestApp({ clock: () => now, scheduler: false, config: { bank: trueLayerBankConfig(fake), appSecret: 'test-app-secret-0123456789abcdef' } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const exchanges = () => fake.state.count('/connect/token', 'POST');

it('refuses a second callback with a state already used, without exchanging its code', async () => {
  const user = await signedInUser(t, 'tl-state-once');
  const linked = await linkTrueLayer(user.client, fake, { returnPath: '/settings/bank-connections' });
  const tokensBefore = await t.db.selectFrom('truelayer_tokens').selectAll().execute();
  const before = exchanges();

  // The same state again, with a fresh code from another approval (anyone's).
  const again = new URL(await approveAtTrueLayer(fake, linked.started.redirectLink));
  expect(again.searchParams.get('state')).toBe(new URL(linked.callback).searchParams.get('state'));
  expect(again.searchParams.get('code')).not.toBe(new URL(linked.callback).searchParams.get('code'));
  const back = await user.client.fetch(again.toString(), { redirect: 'manual' });
  expect(back.status).toBe(303);

  expect(exchanges()).toBe(before);
  expect(await t.db.selectFrom('truelayer_tokens').selectAll().execute()).toEqual(tokensBefore);
});

it('revokes each live TrueLayer connection at TrueLayer when the account is deleted', async () => {
  const user = await signedInUser(t, 'tl-delete');
  const { requisitionId } = await linkTrueLayer(user.client, fake, { returnPath: '/settings/bank-connections' });
  expect(fake.state.count('/api/delete', 'DELETE')).toBe(0);
  expect(fake.state.connection!.revoked).toBe(false);

  expect(await user.client.trpc.settings.deleteAccount.mutate()).toMatchObject({ ok: true });

  expect(fake.state.count('/api/delete', 'DELETE')).toBe(1);
  expect(fake.state.connection!.revoked).toBe(true);
  expect(await t.db.selectFrom('users').select('id').where('id', '=', user.userId).execute()).toEqual([]);
  expect(await t.db.selectFrom('truelayer_tokens').select('link_id').where('requisition_id', '=', requisitionId).execute()).toEqual([]);
});
