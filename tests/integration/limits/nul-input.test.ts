import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { onboardedUser } from '../../support/factories';

// Issue 23 item 15: a NUL byte in a saved column mapping or a webhook address reached Postgres
// (which cannot hold one in text or jsonb) and came back as a 500. Any text of any call's input
// that holds a NUL is now refused with 400 and plain words, before anything is written.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

const MESSAGE = 'Please remove the unusual characters from this text';
const settings = {
  email: true,
  ntfyUrl: null,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: true, days: 3 },
  bankConsent: { on: true },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
};

it('refuses a NUL in a saved column mapping with 400, saving nothing', async () => {
  const user = await onboardedUser(t, 'nul-mapping');
  const { accountId } = await user.client.trpc.imports.confirm.mutate({
    file: { text: 'Date,Description,Amount\n2026-11-02,COFFEE,-2.50\n' },
    target: { newAccount: { name: 'Cash', institution: 'Bank', type: 'current' } },
  });
  const mapping = { header: ['Date\u0000', 'Description', 'Amount'], date: 0, description: 1, amount: 2 };
  const failure = await failureOf(user.client.trpc.imports.saveMapping.mutate({ accountId, mapping }));
  expect(failure.data?.httpStatus).toBe(400);
  expect(failure.message).toBe(MESSAGE);
  expect(await t.db.selectFrom('import_mappings').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
});

it('refuses a NUL in a webhook address, and in a key of the input, with 400', async () => {
  const user = await onboardedUser(t, 'nul-webhook');
  const url = await failureOf(user.client.trpc.notifications.update.mutate({ ...settings, webhookUrl: 'https://hooks.example.com/a\u0000b' }));
  expect(url.data?.httpStatus).toBe(400);
  expect(url.message).toBe(MESSAGE);
  const key = await failureOf(user.client.trpc.notifications.update.mutate({ ...settings, ['extra\u0000']: 1 } as typeof settings));
  expect(key.data?.httpStatus).toBe(400);
  const saved = await t.db.selectFrom('notification_settings').select('webhook_url').where('user_id', '=', user.userId).executeTakeFirst();
  expect(saved?.webhook_url ?? null).toBe(null);
});

it('refuses a NUL in a query’s input too (a GET)', async () => {
  const user = await onboardedUser(t, 'nul-query');
  const failure = await failureOf(user.client.trpc.transactions.list.query({ tab: 'all', search: 'tea\u0000' } as never));
  expect(failure.data?.httpStatus).toBe(400);
  expect(failure.message).toBe(MESSAGE);
});

it('leaves a call that takes no input alone when its body is empty', async () => {
  const user = await onboardedUser(t, 'nul-empty-body');
  const response = await user.client.fetch(`${t.baseUrl}/trpc/security.passkeys.registrationOptions`, {
    method: 'POST',
    headers: { origin: t.baseUrl, 'content-type': 'application/json' },
  });
  expect(response.status).toBe(200);
});
