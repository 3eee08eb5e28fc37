import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../support/api-client';
import { latestMail } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('stores a worksheet lead once per email and mails the worksheet', async () => {
  const client = t.client();
  await client.trpc.landing.requestWorksheet.mutate({ name: 'Priya', email: 'Priya@Example.com' });
  await client.trpc.landing.requestWorksheet.mutate({ name: 'Priya S', email: 'priya@example.com' });
  const leads = await t.db.selectFrom('worksheet_leads').selectAll().execute();
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ name: 'Priya S', email: 'priya@example.com' });
  const mail = await latestMail(t.db, 'priya@example.com');
  expect(mail.subject).toBe('Your Payday Budget & Bill Tracker Worksheet');
  expect(mail.text_body).toContain('Left after bills');
});

it('rejects a bad email with a clear message and stores nothing', async () => {
  const error = await failureOf(t.client().trpc.landing.requestWorksheet.mutate({ name: 'Sam', email: 'not-an-email' }));
  expect(error.data?.code).toBe('BAD_REQUEST');
  expect(error.data?.fieldErrors?.email).toEqual(['Please enter a valid email address']);
  const missing = await failureOf(t.client().trpc.landing.requestWorksheet.mutate({ name: ' ', email: 'sam@example.com' }));
  expect(missing.data?.fieldErrors?.name).toEqual(['Please enter your name']);
  const leads = await t.db.selectFrom('worksheet_leads').select('email').execute();
  expect(leads.map((l) => l.email)).not.toContain('sam@example.com');
});

it('mails one address at most 5 worksheets an hour, whichever clients ask', async () => {
  const limited = await startTestApp({
    database: t.database,
    config: { trustProxy: 1, rateLimits: { ...t.config.rateLimits, mailPerEmail: { max: 5, windowSeconds: 3600 } } },
  });
  try {
    const email = `flood-${Date.now()}@example.com`;
    const ask = (i: number) => limited.client({ 'x-forwarded-for': `10.9.0.${i}` }).trpc.landing.requestWorksheet.mutate({ name: 'Pat', email });
    for (let i = 0; i < 5; i++) await ask(i);
    const error = await failureOf(ask(9));
    expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
    const mails = await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
    expect(mails).toHaveLength(5);
  } finally {
    await limited.close();
  }
});
