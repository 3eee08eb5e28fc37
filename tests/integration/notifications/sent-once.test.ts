import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import type { Deps } from '../../../src/server/deps';
import { createMailer } from '../../../src/server/mail/mailer';
import { runNotificationPass } from '../../../src/server/modules/notifications/service';
import { onboardedUser } from '../../support/factories';
import { startHttpReceiver } from '../../support/http-receiver';
import { startSmtpCapture } from '../../support/smtp-capture';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTestDatabase } from '../../support/test-database';
import { testDeps } from '../../support/test-deps';
import { waitFor } from '../../support/wait-for';

// Two instances, each with its own pool and scheduler pass, on one database: every
// notification still goes out once. Meant for Postgres (the integration-postgres project);
// the embedded database admits one process, so there both share its pool.

let now = new Date('2026-11-23T09:00:00Z');
const clock = () => now;
let database: DatabaseHandle;
let second: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let t: TestApp;
let mailsHandedOver = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  receiver = await startHttpReceiver();
  database = await createTestDatabase();
  second = database.kind === 'postgres' ? await openDatabase({ databaseUrl: String(database.connection.connectionString) }) : database;
  t = await startTestApp({ database, clock, scheduler: false });
});
afterAll(async () => {
  await t?.close();
  if (second !== database) await second?.close();
  await database?.close();
  await smtp?.close();
  await receiver?.close();
});

async function instance(handle: DatabaseHandle): Promise<Deps> {
  const base = await testDeps(handle, { clock, config: { appOrigin: t.baseUrl } });
  const mailer = createMailer({ smtpUrl: smtp.url, from: base.config.mailFrom, db: handle.db, logger: pino({ level: 'silent' }) });
  // Counts what the passes send: delivery over SMTP comes after, so the test waits for that many.
  return { ...base, mailer: { ...mailer, send: (message) => (mailsHandedOver++, mailer.send(message)) } };
}

it('sends each notification once when two instances run the scheduler at the same time, pass after pass', async () => {
  const people = [];
  for (let i = 0; i < 6; i++) {
    const user = await onboardedUser(t, `twice-${i}`);
    await user.client.trpc.notifications.update.mutate({
      email: true,
      ntfyUrl: `${receiver.url}/topic-${i}`,
      webhookUrl: null,
      quietHours: null,
      billDue: { on: true, days: 3 },
      bankConsent: { on: false },
      lowBalance: { on: false, below: '' },
      paydaySummary: { on: false },
      weeklySummary: { on: false },
    });
    // Two bills each: one due in 2 days, one in 5 (beyond the 3 days asked for).
    await t.db
      .insertInto('bills')
      .values([
        { user_id: user.userId, name: `Rent ${i}`, amount: 50000, type: 'monthly', category: 'Housing', due_date: '2026-11-25', updated_at: now },
        { user_id: user.userId, name: `Gym ${i}`, amount: 2500, type: 'monthly', category: 'Leisure', due_date: '2026-11-28', updated_at: now },
      ])
      .execute();
    people.push(user);
  }
  const [a, b] = [await instance(database), await instance(second)];

  for (const minutes of [0, 1, 16, 17, 32, 60]) {
    now = new Date(Date.UTC(2026, 10, 23, 9, minutes));
    await Promise.all([runNotificationPass(a), runNotificationPass(b), runNotificationPass(a), runNotificationPass(b)]);
  }
  // Every pass has ended, so every mail is handed over; a second copy would be counted too.
  await waitFor(() => smtp.messages.length >= mailsHandedOver, `all ${mailsHandedOver} mails handed to SMTP have arrived`);

  for (const [i, user] of people.entries()) {
    const mails = smtp.messages.filter((m) => m.to.includes(user.email));
    expect(mails, user.email).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Subject: Rent ${i} is due in 2 days`);
    expect(receiver.on(`/topic-${i}`)).toHaveLength(1);
  }
  expect(smtp.messages).toHaveLength(6);
  expect(await t.db.selectFrom('notifications_sent').select('id').where('claimed_at', 'is', null).execute()).toHaveLength(0);
  expect(await t.db.selectFrom('notifications_sent').select('id').execute()).toHaveLength(6);
});
