import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { onboardedUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 23 items 6 and 16: an imported amount of £999,999,999,999,999.99 was stored, and
// the person's dashboard, accounts, transactions and exports answered 500 until it was undone;
// a 20-digit opening balance answered 500; dates up to 2199 were taken. Each row over the app's
// one cap (£99,999,999.99) or dated past the end of next year is now an unreadable row with its
// reason, and the rest of the file imports.

let t: TestApp;
beforeAll(async () => {
  // Friday 27 November 2026 in London: next year ends on 2027-12-31.
  t = await startTestApp({ scheduler: false, clock: () => new Date('2026-11-27T12:00:00Z') });
});
afterAll(() => t?.close());

const account = { name: 'Everyday', institution: 'Test Bank', type: 'current' as const };

const file = [
  'Date,Description,Amount', // line 1
  '2026-11-02,COFFEE,-2.50', // 2: fine
  '2026-11-03,HUGE,999999999999999.99', // 3: the red team's amount
  '2026-11-04,JUST OVER,100000000.00', // 4: 1p over the cap
  '2026-11-05,AT THE CAP,-99999999.99', // 5: exactly the cap: taken
  '2027-12-31,LAST DAY,-1.00', // 6: the end of next year: taken
  '2028-01-01,TOO FAR,-1.00', // 7: past it
  '2199-06-01,YEAR 2199,-1.00', // 8
  '2026-11-06,TEA,-3.00', // 9
].join('\n');
const upload = { text: file };

it('imports the rows within the caps and lists the others as unreadable, with their reasons', async () => {
  const user = await onboardedUser(t, 'caps');
  const preview = await user.client.trpc.imports.preview.mutate({ file: upload });
  if (preview.status !== 'parsed') expect.fail(JSON.stringify(preview));
  expect(preview.newCount).toBe(4);
  expect(preview.errors.map((e) => e.line)).toEqual([3, 4, 7, 8]);
  const reasons = Object.fromEntries(preview.errors.map((e) => [e.line, e.reason]));
  expect(reasons[4]).toBe('The amount is larger than £99,999,999.99, the most the app takes');
  expect(reasons[7]).toBe('The date is after 2027-12-31: a statement cannot hold days that far ahead');
  expect(reasons[8]).toBe('The date is after 2027-12-31: a statement cannot hold days that far ahead');
  // Money out of the new rows: 2.50 + 99,999,999.99 + 1.00 + 3.00.
  expect(preview.moneyOut).toBe(250 + 9_999_999_999 + 100 + 300);

  const result = await user.client.trpc.imports.confirm.mutate({ file: upload, target: { newAccount: account } });
  expect(result).toMatchObject({ added: 4, errors: 4 });
  const rows = await t.db
    .selectFrom('transactions')
    .select(['date', 'amount', 'description'])
    .where('account_id', '=', result.accountId)
    .orderBy('date')
    .execute();
  expect(rows).toEqual([
    { date: '2026-11-02', amount: -250, description: 'COFFEE' },
    { date: '2026-11-05', amount: -9_999_999_999, description: 'AT THE CAP' },
    { date: '2026-11-06', amount: -300, description: 'TEA' },
    { date: '2027-12-31', amount: -100, description: 'LAST DAY' },
  ]);
  // The screens that answered 500 answer.
  expect((await user.client.trpc.transactions.list.query({ tab: 'all' })).total).toBe(4);
  const accounts = await user.client.trpc.bank.accounts.query();
  expect(accounts.find((a) => a.id === result.accountId)?.balance).toBe(-(250 + 9_999_999_999 + 300 + 100));
});

it('refuses a 20-digit opening balance, and one past the cap, with 400 and creates nothing', async () => {
  const user = await onboardedUser(t, 'caps-opening');
  for (const openingBalance of ['12345678901234567890', '100,000,000.00', '-£100000000']) {
    const failure = await failureOf(user.client.trpc.imports.confirm.mutate({ file: upload, target: { newAccount: { ...account, openingBalance } } }));
    expect(failure.data?.httpStatus, openingBalance).toBe(400);
    expect(failure.message, openingBalance).toContain('Please enter a balance between -£99,999,999.99 and £99,999,999.99');
  }
  expect(await t.db.selectFrom('bank_accounts').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
  // The cap itself is taken.
  const ok = await user.client.trpc.imports.confirm.mutate({ file: upload, target: { newAccount: { ...account, openingBalance: '-99,999,999.99' } } });
  expect(ok.added).toBe(4);
});
