import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { createMailer } from '../../../src/server/mail/mailer';
import { refreshBankBills } from '../../../src/server/modules/bills/bank-bills';
import { runNotificationPass } from '../../../src/server/modules/notifications/service';
import type { NotificationSettingsInput } from '../../../src/shared/schemas/notifications';
import { failureOf } from '../../support/api-client';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startHttpReceiver } from '../../support/http-receiver';
import { decodeQuotedPrintable, startSmtpCapture } from '../../support/smtp-capture';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { waitFor } from '../../support/wait-for';

// Each trigger with hand-worked figures, on a fixed clock. Monday 23 November 2026 is in
// GMT, so London time equals UTC throughout.

let now = new Date('2026-11-23T09:00:00Z');
const clock = () => now;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let t: TestApp;
let deps: Deps;
const handedOver: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  receiver = await startHttpReceiver();
  // The app keeps its own mail in the outbox (sign-up links); the passes here send over SMTP.
  t = await startTestApp({ clock, scheduler: false });
  const base = await testDeps(t.database, { clock, config: { appOrigin: t.baseUrl } });
  const mailer = createMailer({ smtpUrl: smtp.url, from: base.config.mailFrom, db: t.db, logger: pino({ level: 'silent' }) });
  // Notes whom each pass sends to: delivery over SMTP comes after, so settle() waits for that many.
  deps = { ...base, mailer: { ...mailer, send: (message) => (handedOver.push(message.to), mailer.send(message)) } };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await receiver?.close();
});
beforeEach(() => {
  now = new Date('2026-11-23T09:00:00Z');
});

const allOff: NotificationSettingsInput = {
  email: true,
  ntfyUrl: null,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: false, days: 3 },
  bankConsent: { on: false },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
};

/**
 * A captured message as a person reads it: encoded-word headers (a '£' in the subject) and
 * quoted-printable text decoded to UTF-8, folded headers joined.
 */
function readable(raw: string): string {
  const bytes = (hex: string) => String.fromCharCode(parseInt(hex, 16));
  const s = raw
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('latin1')
        : data.replaceAll('_', ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => bytes(h)),
    )
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => bytes(h))
    .replace(/\r?\n[ \t]+/g, ' ');
  return Buffer.from(s, 'latin1').toString('utf8');
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).map((m) => ({ ...m, text: readable(m.raw) }));
/** Lets the fire-and-forget SMTP sends of a pass arrive: every mail handed over to `email`, extra ones included. */
async function settle(email: string, expected: number) {
  const handed = () => handedOver.filter((to) => to === email).length;
  await waitFor(() => mailsTo(email).length >= handed(), `the ${handed()} mails to ${email} have arrived (the test expects ${expected})`);
}

async function person(label: string, settings: Partial<NotificationSettingsInput>, payDay: number | null = null) {
  const user = await onboardedUser(t, label, payDay);
  await user.client.trpc.notifications.update.mutate({ ...allOff, ...settings });
  return user;
}

async function addBill(userId: string, bill: { name: string; amount: number; due: string; type?: string; paid?: boolean }) {
  await t.db
    .insertInto('bills')
    .values({
      user_id: userId,
      name: bill.name,
      amount: bill.amount,
      type: bill.type ?? 'monthly',
      category: 'Utilities',
      due_date: bill.due,
      is_paid: bill.paid ?? false,
      updated_at: now,
    })
    .execute();
}

it('reminds of a bill due in 3 days (the default), once, by e-mail, ntfy and webhook', async () => {
  const user = await onboardedUser(t, 'bills');
  // The defaults: bill reminders on, 3 days ahead.
  expect(await user.client.trpc.notifications.get.query()).toMatchObject({ email: true, billDue: { on: true, days: 3 } });
  await user.client.trpc.notifications.update.mutate({
    ...allOff,
    billDue: { on: true, days: 3 },
    ntfyUrl: `${receiver.url}/plainsight-bills`,
    webhookUrl: `${receiver.url}/hook?key=s3cret`,
  });
  await addBill(user.userId, { name: 'Council Tax', amount: 12345, due: '2026-11-26' }); // Thursday: 3 days on
  await addBill(user.userId, { name: 'Gym', amount: 3000, due: '2026-11-27' }); // 4 days: too far
  await addBill(user.userId, { name: 'Phone', amount: 1500, due: '2026-11-25', paid: true }); // paid already

  await runNotificationPass(deps);
  await settle(user.email, 1);
  // A second pass, later (a re-sync, the next slot): the key is taken, nothing goes again.
  now = new Date('2026-11-23T10:00:00Z');
  await runNotificationPass(deps);
  await settle(user.email, 1);

  const mails = mailsTo(user.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('Subject: Council Tax is due in 3 days');
  expect(mails[0]!.text).toContain('Your bill Council Tax of £123.45 is due on Thursday 26 November 2026.');
  const ntfy = receiver.on('/plainsight-bills');
  expect(ntfy).toHaveLength(1);
  expect(ntfy[0]!.query.get('title')).toBe('Council Tax is due in 3 days');
  expect(ntfy[0]!.body).toBe('Your bill Council Tax of £123.45 is due on Thursday 26 November 2026.');
  const hooks = receiver.on('/hook');
  expect(hooks).toHaveLength(1);
  expect(hooks[0]!.query.get('key')).toBe('s3cret');
  expect(JSON.parse(hooks[0]!.body)).toEqual({
    kind: 'billDue',
    title: 'Council Tax is due in 3 days',
    body: 'Your bill Council Tax of £123.45 is due on Thursday 26 November 2026.',
    link: `${t.baseUrl}/bills`,
  });
});

it('does not remind again when a re-sync stores the bank bill under the detected bill (a new id)', async () => {
  const user = await person('bank-bill', { billDue: { on: true, days: 3 } });
  // The bank lists a standing order (TrueLayer), before any payment to it has been read.
  const [account] = await seedAccounts(t.db, user.userId, [
    {
      name: 'Current',
      balance: 500000,
      rawData: {
        recurring: [
          {
            kind: 'standing_order',
            payee: 'HOMES LTD',
            amount: '650.00',
            nextDate: '2026-11-25',
            lastDate: null,
            frequency: 'IntrvlMnthDay:01:25',
            active: true,
          },
        ],
      },
    },
  ]);
  await refreshBankBills(deps, user.userId);
  const [first] = await t.db.selectFrom('bank_bills').select(['id', 'bill_key']).where('user_id', '=', user.userId).execute();
  expect(first!.bill_key).toBe(`${account}:standingOrder:HOMES`);
  await runNotificationPass(deps);
  await settle(user.email, 1);
  expect(mailsTo(user.email).map((m) => /Subject: (.*)/.exec(m.text)![1])).toEqual(['HOMES LTD is due in 2 days']);

  // The next sync reads last month's payment: detection finds the bill as 'HOMES LTD RENT',
  // and the bank's standing order moves to that detected bill's key (the same row, one bill).
  await seedTransactions(t.db, user.userId, [{ account: account!, date: '2026-10-25', amount: -65000, description: 'STANDING ORDER HOMES LTD RENT' }]);
  now = new Date('2026-11-23T09:16:00Z');
  await refreshBankBills(deps, user.userId);
  const merged = await t.db
    .selectFrom('bank_bills')
    .select(['id', 'vendor', 'next_date'])
    .where('user_id', '=', user.userId)
    .where('bill_key', '=', `${account}:standingOrder:HOMES LTD RENT`)
    .executeTakeFirstOrThrow();
  expect(merged).toMatchObject({ vendor: 'HOMES', next_date: '2026-11-25' });
  expect(merged.id).toBe(first!.id);
  expect(await t.db.selectFrom('bank_bills').select('bill_key').where('user_id', '=', user.userId).execute()).toHaveLength(1);

  await runNotificationPass(deps);
  now = new Date('2026-11-24T09:00:00Z');
  await runNotificationPass(deps);
  await settle(user.email, 1);
  expect(mailsTo(user.email)).toHaveLength(1);
});

it("counts a bank bill's reminder queued under the old key (the bill's id) as sent", async () => {
  const user = await person('bank-bill-old-key', { billDue: { on: true, days: 3 } });
  const [account] = await seedAccounts(t.db, user.userId, [{ name: 'Current', balance: 500000 }]);
  await t.db
    .insertInto('bank_bills')
    .values({
      user_id: user.userId,
      account_id: account!,
      bill_key: `${account}:directDebit:OCTOPUS ENERGY`,
      name: 'OCTOPUS ENERGY',
      vendor: 'OCTOPUS ENERGY',
      type: 'directDebit',
      frequency: 'monthly',
      amount: 9000,
      next_date: '2026-11-25',
      reference_date: '2026-10-25',
      paid_at: null,
      updated_at: now,
    })
    .execute();
  const { id } = await t.db.selectFrom('bank_bills').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  // Sent before this release, keyed on the row's id.
  await t.db
    .insertInto('notifications_sent')
    .values({
      user_id: user.userId,
      kind: 'billDue',
      subject: id,
      period: '2026-11-25',
      title: 'OCTOPUS ENERGY is due in 3 days',
      body: '',
      send_after: new Date('2026-11-22T09:00:00Z'),
      claimed_at: new Date('2026-11-22T09:00:00Z'),
    })
    .execute();
  await runNotificationPass(deps);
  await settle(user.email, 0);
  expect(mailsTo(user.email)).toHaveLength(0);
  expect(await t.db.selectFrom('notifications_sent').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
});

it('warns of a bank consent ending within 7 days once the bank refresh has flagged it, and of a broken link', async () => {
  const user = await person('consent', { bankConsent: { on: true } });
  await seedAccounts(t.db, user.userId, [{ name: 'Current', balance: 1000 }]);
  await seedAccounts(t.db, user.userId, [{ name: 'Old', balance: 1000 }]);
  const [flagged, broken] = await t.db.selectFrom('requisitions').select('id').where('user_id', '=', user.userId).orderBy('created_at').execute();
  // Ends Sunday 29 November, 6 days on, but not yet flagged by the refresh: no reminder yet.
  await t.db
    .updateTable('requisitions')
    .set({ access_expires_at: new Date('2026-11-29T10:00:00Z') })
    .where('id', '=', flagged!.id)
    .execute();
  await runNotificationPass(deps);
  await settle(user.email, 0);
  expect(mailsTo(user.email)).toHaveLength(0);

  await t.db.updateTable('requisitions').set({ expiry_warned_at: now }).where('id', '=', flagged!.id).execute();
  await t.db.updateTable('requisitions').set({ needs_reconnect: true }).where('id', '=', broken!.id).execute();
  // A third link flagged once, then renewed for 90 days (the flag stays set): no reminder.
  await seedAccounts(t.db, user.userId, [{ name: 'Renewed', balance: 1000 }]);
  await t.db
    .updateTable('requisitions')
    .set({ expiry_warned_at: new Date('2026-09-01T00:00:00Z'), access_expires_at: new Date('2027-02-21T10:00:00Z') })
    .where('user_id', '=', user.userId)
    .where('expiry_warned_at', 'is', null)
    .where('needs_reconnect', '=', false)
    .where('access_expires_at', 'is', null)
    .execute();
  now = new Date('2026-11-23T09:16:00Z'); // the next check of this person
  await runNotificationPass(deps);
  await settle(user.email, 2);
  const subjects = mailsTo(user.email)
    .map((m) => /Subject: (.*)/.exec(m.text)![1])
    .sort();
  expect(subjects).toEqual(['Reconnect Test Bank before Sunday 29 November 2026', 'Test Bank needs reconnecting']);
});

it('warns when the current accounts’ balance is below the amount set, savings left out, at most once a day', async () => {
  const user = await person('balance', { lowBalance: { on: true, below: '200' } });
  await seedAccounts(t.db, user.userId, [
    { name: 'Current', balance: 10000 },
    { name: 'Savings', classification: 'SavingsAccount', balance: 2550 },
  ]);
  await runNotificationPass(deps);
  now = new Date('2026-11-23T20:00:00Z');
  await runNotificationPass(deps);
  await settle(user.email, 1);
  const mails = mailsTo(user.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('Subject: Your balance is below £200.00');
  // £100.00 in the current account; the £25.50 in savings is not cash to spend.
  expect(mails[0]!.text).toContain('Your balance across your current accounts is £100.00, below the £200.00 you asked us to watch for.');
});

it('sends the payday summary on pay day once the pay has landed: money in, bills before the next payday, left to spend', async () => {
  const user = await person('payday', { paydaySummary: { on: true } }, 23);
  await addBill(user.userId, { name: 'Rent', amount: 80000, due: '2026-12-01' });
  await addBill(user.userId, { name: 'Phone', amount: 1500, due: '2026-11-10' }); // monthly: next on 10 December
  // One-time, after the cycle ends on 22 December (a monthly one would fall on 25 November too).
  await addBill(user.userId, { name: 'Gym', amount: 3000, due: '2026-12-25', type: 'one-time' });
  await seedAccounts(t.db, user.userId, [{ name: 'Current', balance: 230000 }]);
  // Pay day, pay not in yet: nothing.
  await runNotificationPass(deps);
  await settle(user.email, 0);
  expect(mailsTo(user.email)).toHaveLength(0);

  await t.db.insertInto('income').values({ user_id: user.userId, amount: 200000, source: 'Salary', income_date: '2026-11-23' }).execute();
  now = new Date('2026-11-23T12:00:00Z');
  await runNotificationPass(deps);
  await settle(user.email, 1);
  const mails = mailsTo(user.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('Subject: Payday: £2,000.00 came in');
  // Bills: £800.00 + £15.00 = £815.00; left to spend, as on the dashboard: the current
  // account's £2,300.00 - £815.00 = £1,485.00.
  for (const line of [
    'Money in this pay cycle: £2,000.00',
    'Bills before your next payday: £815.00',
    '- Rent: £800.00 on Tuesday 1 December 2026',
    '- Phone: £15.00 on Thursday 10 December 2026',
    'Left to spend: £1,485.00',
  ]) {
    expect(mails[0]!.text).toContain(line);
  }
  expect(mails[0]!.text).not.toContain('Gym');
});

it('sends the payday summary the day the salary lands, a day after the cycle starts, once; other money in before it is not pay', async () => {
  const user = await person('payday-late', { paydaySummary: { on: true } }, 23);
  // The recognised salary: ACME LTD around the 23rd (Monday 23 November starts the cycle).
  await t.db.updateTable('profiles').set({ salary_payer: 'ACME LTD', salary_day: 23, salary_answer: 'confirmed' }).where('id', '=', user.userId).execute();
  const [account] = await seedAccounts(t.db, user.userId, [{ name: 'Current', balance: 300000 }]);
  // Money in on the cycle's first day, but not the salary: a friend paying back.
  await seedTransactions(t.db, user.userId, [{ account: account!, date: '2026-11-23', amount: 2500, description: 'DINNER', counterparty: 'J SMITH' }]);
  await runNotificationPass(deps);
  await settle(user.email, 0);
  expect(mailsTo(user.email)).toHaveLength(0);

  // Tuesday: the salary lands a day late.
  now = new Date('2026-11-24T09:00:00Z');
  await seedTransactions(t.db, user.userId, [
    { account: account!, date: '2026-11-24', amount: 250000, description: 'ACME LTD 1124 SALARY', counterparty: 'ACME LTD' },
  ]);
  await runNotificationPass(deps);
  await settle(user.email, 1);
  // Later passes that day and the next: the key (the cycle's start) is taken.
  now = new Date('2026-11-24T18:00:00Z');
  await runNotificationPass(deps);
  now = new Date('2026-11-25T09:00:00Z');
  await runNotificationPass(deps);
  await settle(user.email, 1);
  const mails = mailsTo(user.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('Subject: Payday: £2,500.00 came in');
  // Money in: £25.00 + £2,500.00; no bills; left to spend: the current account's £3,000.00.
  for (const line of ['Money in this pay cycle: £2,525.00', 'Bills before your next payday: £0.00', 'Left to spend: £3,000.00']) {
    expect(mails[0]!.text).toContain(line);
  }
  expect(
    await t.db.selectFrom('notifications_sent').select(['subject', 'period']).where('user_id', '=', user.userId).where('kind', '=', 'paydaySummary').execute(),
  ).toEqual([{ subject: 'payday', period: '2026-11-23' }]);
});

it('sends no payday summary for a refund alone, whether or not the bank calls it one', async () => {
  const user = await person('payday-refund', { paydaySummary: { on: true } }, 23);
  const [account] = await seedAccounts(t.db, user.userId, [{ name: 'Current', balance: 300000 }]);
  await seedTransactions(t.db, user.userId, [
    // Bought on the 10th, the money came back on the cycle's first day: the text does not say 'refund'.
    { account: account!, date: '2026-11-10', amount: -4599, description: 'AMAZON.CO.UK', counterparty: 'AMAZON' },
    { account: account!, date: '2026-11-23', amount: 4599, description: 'AMAZON MARKETPLACE', counterparty: 'AMAZON' },
    // And one the bank calls a refund.
    { account: account!, date: '2026-11-24', amount: 1200, description: 'ARGOS REFUND', counterparty: 'ARGOS' },
  ]);
  for (const at of ['2026-11-23T09:00:00Z', '2026-11-24T09:00:00Z', '2026-11-25T09:00:00Z']) {
    now = new Date(at);
    await runNotificationPass(deps);
  }
  await settle(user.email, 0);
  expect(mailsTo(user.email)).toHaveLength(0);
});

it("sends the weekly summary on Monday with last week's spending", async () => {
  const user = await person('weekly', { weeklySummary: { on: true } });
  const [account] = await seedAccounts(t.db, user.userId, [{ name: 'Current', balance: 50000 }]);
  await seedTransactions(t.db, user.userId, [
    { account: account!, date: '2026-11-15', amount: -500, description: 'CAFE (week before)' },
    { account: account!, date: '2026-11-17', amount: -1250, description: 'TESCO' },
    { account: account!, date: '2026-11-22', amount: -3000, description: 'TRAINLINE' },
    { account: account!, date: '2026-11-23', amount: -999, description: 'CAFE (this week)' },
  ]);
  await runNotificationPass(deps);
  await settle(user.email, 1);
  const mails = mailsTo(user.email);
  expect(mails).toHaveLength(1);
  // £12.50 + £30.00
  expect(mails[0]!.text).toContain('Subject: Last week you spent £42.50');
  expect(mails[0]!.text).toContain('From Monday 16 November 2026 to Sunday 22 November 2026 you spent £42.50.');
});

it('holds what falls in quiet hours (22:00 to 07:00 London) until they end', async () => {
  now = new Date('2026-11-23T23:30:00Z');
  const user = await person('quiet', { billDue: { on: true, days: 3 }, quietHours: { from: 22, to: 7 } });
  await addBill(user.userId, { name: 'Water', amount: 4200, due: '2026-11-25' });
  await runNotificationPass(deps);
  now = new Date('2026-11-24T06:59:00Z');
  await runNotificationPass(deps);
  await settle(user.email, 0);
  expect(mailsTo(user.email)).toHaveLength(0);
  now = new Date('2026-11-24T07:00:00Z');
  await runNotificationPass(deps);
  await runNotificationPass(deps);
  await settle(user.email, 1);
  expect(mailsTo(user.email)).toHaveLength(1);
  // Worked out at 23:30 on the 23rd: 2 days on.
  expect(mailsTo(user.email)[0]!.text).toContain('Subject: Water is due in 2 days');
});

it('drops a notification held by quiet hours when its kind is turned off meanwhile', async () => {
  now = new Date('2026-11-23T23:30:00Z');
  const settings = { billDue: { on: true, days: 3 }, quietHours: { from: 22, to: 7 } };
  const user = await person('quiet-off', settings);
  await addBill(user.userId, { name: 'Energy', amount: 9000, due: '2026-11-25' });
  await runNotificationPass(deps);
  await user.client.trpc.notifications.update.mutate({ ...allOff, ...settings, billDue: { on: false, days: 3 } });
  now = new Date('2026-11-24T07:00:00Z');
  await runNotificationPass(deps);
  await settle(user.email, 0);
  expect(mailsTo(user.email)).toHaveLength(0);
});

it('unsubscribes in one click, signed-out, from the List-Unsubscribe header; a forged link does nothing', async () => {
  const user = await person('unsub', { ntfyUrl: `${receiver.url}/unsub-topic`, billDue: { on: true, days: 3 } });
  await addBill(user.userId, { name: 'Broadband', amount: 2999, due: '2026-11-24' });
  await runNotificationPass(deps);
  await settle(user.email, 1);
  const mail = mailsTo(user.email)[0]!;
  const headers = decodeQuotedPrintable(mail.raw).replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)![1]!;
  expect(link.startsWith(`${t.baseUrl}/api/notifications/unsubscribe?token=`)).toBe(true);
  expect(mail.text).toContain(link.replaceAll('&', '&amp;').split('?')[0]);

  // A forged or altered token is refused and changes nothing.
  const forged = link.slice(0, -3) + (link.endsWith('AAA') ? 'BBB' : 'AAA');
  expect(
    (await fetch(forged, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })).status,
  ).toBe(400);
  expect((await user.client.trpc.notifications.get.query()).email).toBe(true);
  // Opening the link (what a mail scanner does) changes nothing either.
  const shown = await fetch(link);
  expect(shown.status).toBe(200);
  expect(await shown.text()).toContain('Stop notification emails');
  expect((await user.client.trpc.notifications.get.query()).email).toBe(true);

  // The mail client's one-click POST: no cookie, no Origin.
  const done = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
  expect(done.status).toBe(200);
  expect(await done.text()).toContain('You are unsubscribed');
  const after = await user.client.trpc.notifications.get.query();
  expect(after.email).toBe(false);
  expect(after.ntfyUrl).toBe(`${receiver.url}/unsub-topic`);
});

it("sends a protected ntfy topic's access token as a bearer header; never reads it back, never logs it", async () => {
  const token = 'tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2';
  const user = await person('ntfy-token', {
    billDue: { on: true, days: 3 },
    ntfyUrl: `${receiver.url}/protected-topic`,
    ntfyToken: token,
    webhookUrl: `${receiver.url}/protected-hook`,
  });
  // Read back: only that one is saved. Stored: sealed.
  const read = await user.client.trpc.notifications.get.query();
  expect(read).toMatchObject({ ntfyUrl: `${receiver.url}/protected-topic`, ntfyTokenSet: true });
  expect(JSON.stringify(read)).not.toContain('AgQdq7mV');
  const row = await t.db.selectFrom('notification_settings').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  expect(row.ntfy_token_sealed).toMatch(/^v1\./);
  expect(JSON.stringify(row)).not.toContain('AgQdq7mV');

  // The test send and a pass's reminder carry it to the topic; the webhook never gets it.
  expect(await user.client.trpc.notifications.testSend.mutate({ channel: 'ntfy' })).toEqual({ sent: true });
  await addBill(user.userId, { name: 'Water', amount: 4200, due: '2026-11-25' });
  await runNotificationPass(deps);
  await settle(user.email, 1);
  const topic = receiver.on('/protected-topic');
  expect(topic.map((r) => r.query.get('title'))).toEqual(['Plain Sight test notification', 'Water is due in 2 days']);
  expect(topic.map((r) => r.headers.authorization)).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
  expect(receiver.on('/protected-hook')).toHaveLength(1);
  expect(receiver.on('/protected-hook')[0]!.headers.authorization).toBeUndefined();

  // Saving without a token keeps it; the answer does not hold it either.
  const saved = await user.client.trpc.notifications.update.mutate({ ...allOff, ntfyUrl: `${receiver.url}/protected-topic` });
  expect(saved.ntfyTokenSet).toBe(true);
  expect(JSON.stringify(saved)).not.toContain('AgQdq7mV');

  // A failed delivery is logged with the host only: neither the token nor the topic.
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  const closed = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  await user.client.trpc.notifications.update.mutate({
    ...allOff,
    email: false,
    billDue: { on: true, days: 3 },
    ntfyUrl: `http://127.0.0.1:${closed}/protected-topic`,
  });
  now = new Date('2026-11-23T09:16:00Z');
  await addBill(user.userId, { name: 'Energy', amount: 9000, due: '2026-11-24' });
  await runNotificationPass({ ...deps, logger });
  const warning = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'notification could not be sent');
  expect(warning).toMatchObject({ channel: 'ntfy', to: `http://127.0.0.1:${closed}`, reason: 'could not connect' });
  expect(lines.join('\n')).not.toContain('AgQdq7mV');
  expect(lines.join('\n')).not.toContain('protected-topic');

  // Removed: no header any more.
  expect((await user.client.trpc.notifications.update.mutate({ ...allOff, ntfyUrl: `${receiver.url}/protected-topic`, ntfyToken: null })).ntfyTokenSet).toBe(
    false,
  );
  await user.client.trpc.notifications.testSend.mutate({ channel: 'ntfy' });
  expect(receiver.on('/protected-topic').at(-1)!.headers.authorization).toBeUndefined();
});

it('test-sends to a saved ntfy topic, and refuses addresses that are not https', async () => {
  const user = await person('test-send', { ntfyUrl: `${receiver.url}/test-topic` });
  expect(await user.client.trpc.notifications.testSend.mutate({ channel: 'ntfy' })).toEqual({ sent: true });
  expect(receiver.on('/test-topic')).toHaveLength(1);
  expect(receiver.on('/test-topic')[0]!.query.get('title')).toBe('Plain Sight test notification');
  expect((await failureOf(user.client.trpc.notifications.testSend.mutate({ channel: 'webhook' }))).message).toBe('Please save an address for this first');
  for (const url of [
    'http://ntfy.example.com/topic',
    'https://user:pass@ntfy.example.com/topic',
    `https://ntfy.example.com/${'a'.repeat(500)}`,
    'ftp://example.com',
  ]) {
    expect((await failureOf(user.client.trpc.notifications.update.mutate({ ...allOff, webhookUrl: url }))).data?.code).toBe('BAD_REQUEST');
  }
});
