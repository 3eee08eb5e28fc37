import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { createMailer } from '../../../src/server/mail/mailer';
import { runNotificationPass } from '../../../src/server/modules/notifications/service';
import type { NotificationSettingsInput } from '../../../src/shared/schemas/notifications';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startHttpReceiver } from '../../support/http-receiver';
import { startSmtpCapture } from '../../support/smtp-capture';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { waitFor } from '../../support/wait-for';

// The reminder to import a newer statement (issue 22 item 7), on a clock the test moves. All
// days are in GMT, so London time is UTC.

let now = new Date('2026-12-13T09:00:00Z');
const clock = () => now;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let t: TestApp;
let deps: Deps;
let handedOver = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  receiver = await startHttpReceiver();
  t = await startTestApp({ clock, scheduler: false });
  const base = await testDeps(t.database, { clock, config: { appOrigin: t.baseUrl } });
  const mailer = createMailer({ smtpUrl: smtp.url, from: base.config.mailFrom, db: t.db, logger: pino({ level: 'silent' }) });
  deps = { ...base, mailer: { ...mailer, send: (message) => (handedOver++, mailer.send(message)) } };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await receiver?.close();
});

const onlyStatements = (topic: string, on = true): NotificationSettingsInput => ({
  email: true,
  ntfyUrl: `${receiver.url}/${topic}`,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: false, days: 3 },
  bankConsent: { on: false },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
  statementReminder: { on },
});

/** A pass at `iso`, then every mail it handed over has arrived. */
async function passAt(iso: string) {
  now = new Date(iso);
  await runNotificationPass(deps);
  await waitFor(() => smtp.messages.length >= handedOver, `the ${handedOver} mails handed over have arrived`);
}

const subjects = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).map((m) => /^Subject: (.*)$/m.exec(m.text)?.[1]?.trim());

const statement = (rows: string[]) => ['Date,Description,Amount,Balance', ...rows].join('\n');

it('reminds once when the newest statement is a month old, again a month after a newer one, never for a linked bank', async () => {
  now = new Date('2026-12-13T09:00:00Z');
  const user = await onboardedUser(t, 'statement-reminder', 1);
  const trpc = user.client.trpc;
  await trpc.notifications.update.mutate(onlyStatements('statements'));
  // Newest row 14 Nov 2026: a month old on 14 Dec.
  const imported = await trpc.imports.confirm.mutate({
    file: { text: statement(['02/11/2026,ACME LTD SALARY,1850.00,1900.00', '14/11/2026,CO-OP GROUP,-9.85,1890.15']) },
    target: { newAccount: { name: 'FlexAccount', institution: 'Nationwide', type: 'current' } },
  });
  // A linked bank account whose newest row is older still: the bank refreshes it, no reminder.
  const [linked] = await seedAccounts(t.db, user.userId, [{ name: 'Club Lloyds', balance: 10000 }]);
  await seedTransactions(t.db, user.userId, [{ account: linked!, date: '2026-10-01', amount: -500, description: 'TESCO' }]);

  // 13 Dec: 29 days, not yet a month.
  await passAt('2026-12-13T09:00:00Z');
  expect(subjects(user.email)).toEqual([]);

  // 14 Dec: a month. One mail and one ntfy message.
  await passAt('2026-12-14T09:00:00Z');
  expect(subjects(user.email)).toEqual(['Time to import a newer Nationwide FlexAccount statement']);
  expect(receiver.on('/statements')).toHaveLength(1);
  const mail = smtp.messages.find((m) => m.to.includes(user.email))!;
  expect(mail.text.replace(/=\r?\n/g, '')).toContain('the newest one ends on Saturday 14 November 2026');

  // Checked again the next day and a week on: the same statement is not reminded of twice.
  await passAt('2026-12-15T09:00:00Z');
  await passAt('2026-12-21T09:00:00Z');
  expect(subjects(user.email)).toHaveLength(1);
  expect(receiver.on('/statements')).toHaveLength(1);

  // A newer statement, newest row 18 Dec: nothing until 18 Jan, then one more.
  await trpc.imports.confirm.mutate({ file: { text: statement(['18/12/2026,BOOTS,-4.20,1885.95']) }, target: { accountId: imported.accountId } });
  await passAt('2027-01-17T09:00:00Z');
  expect(subjects(user.email)).toHaveLength(1);
  await passAt('2027-01-18T09:00:00Z');
  expect(subjects(user.email)).toEqual(['Time to import a newer Nationwide FlexAccount statement', 'Time to import a newer Nationwide FlexAccount statement']);
  expect(receiver.on('/statements')).toHaveLength(2);
});

it('is on by default, and Settings > Notifications turns it off', async () => {
  now = new Date('2026-12-13T09:00:00Z');
  const user = await onboardedUser(t, 'statement-reminder-off', 1);
  const trpc = user.client.trpc;
  expect((await trpc.notifications.get.query()).statementReminder).toEqual({ on: true });
  await trpc.notifications.update.mutate(onlyStatements('statements-off', false));
  expect((await trpc.notifications.get.query()).statementReminder).toEqual({ on: false });
  await trpc.imports.confirm.mutate({
    file: { text: statement(['14/11/2026,CO-OP GROUP,-9.85,1890.15']) },
    target: { newAccount: { name: 'FlexAccount', institution: 'Nationwide', type: 'current' } },
  });
  await passAt('2026-12-20T09:00:00Z');
  expect(subjects(user.email)).toEqual([]);
  expect(receiver.on('/statements-off')).toHaveLength(0);
});
