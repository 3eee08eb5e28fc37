import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { afterSync } from '../../../src/server/modules/bank/service';
import { seedAccounts } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { insertBankRows, onboardedUser, SHAPES } from './support';

// Issue 22, item 1: a credit card's direct debit of £1,088.69 taken today (still pending, yet
// already out of the balance) was listed as '£902.12 due today' because its amount differed
// from the usual one. Worked by hand:
//
// Today is Friday 27 November 2026, pay day 25: the cycle began Wednesday 25 November, and
// the next pay day (Friday 25 December, Christmas) moves back to Thursday 24 December, so
// left to spend counts the bills due 27 Nov .. 23 Dec.
//
// Card repayments, direct debit to SANDBOX CARD SERVICES, booked:
//   27 Aug 852.10, 28 Sep 902.12 (27 Sep a Sunday), 27 Oct 930.15 -> usual 902.12 (median
//   of the last three), due on the 27th; today, pending, 1,088.69.
// Energy, direct debit to BRIGHTSPARK ENERGY, 95.00 on the 5th (7 Sep: 5 Sep a Saturday),
//   last on 5 Nov, before the cycle: due 5 Dec, inside the window.
// Balance of the current account: 2,500.00 (the pending debit already taken off).
//   left to spend = 2,500.00 - 95.00 = 2,405.00 (before the fix: - 902.12 more = 1,502.88)

const NOW = new Date('2026-11-27T12:00:00Z');
let t: TestApp;
let deps: Deps;

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => NOW });
  deps = await testDeps(t.database, { clock: () => NOW });
});
afterAll(async () => {
  await deps?.events.close();
  await t?.close();
});

it('counts a bank bill paid once its payment has left in the cycle, whatever the amount, pending today included', async () => {
  const { client, userId } = await onboardedUser(t, 'paid-any-amount', 25);
  const [current] = await seedAccounts(t.db, userId, [{ name: 'Current', balance: 250_000 }]);
  const card = (date: string, amount: number, status: 'booked' | 'pending' = 'booked') => ({
    account: current!,
    date,
    amount: -amount,
    counterparty: 'SANDBOX CARD SERVICES',
    description: 'DD SANDBOX CARD SERVICES 5A3F9C',
    ...SHAPES.directDebit,
    status,
  });
  const energy = (date: string) => ({
    account: current!,
    date,
    amount: -9_500,
    counterparty: 'BRIGHTSPARK ENERGY',
    description: 'DD BRIGHTSPARK ENERGY 48213377',
    ...SHAPES.directDebit,
  });
  await insertBankRows(t, userId, [
    card('2026-08-27', 85_210),
    card('2026-09-28', 90_212),
    card('2026-10-27', 93_015),
    card('2026-11-27', 108_869, 'pending'),
    energy('2026-08-05'),
    energy('2026-09-07'),
    energy('2026-10-05'),
    energy('2026-11-05'),
  ]);

  // What every sync ends with: bills found, the salary, the paid check.
  await afterSync(deps, userId, []);

  const bills = await client.trpc.bank.bills.query();
  expect(bills.map((b) => ({ name: b.name, amount: b.amount, status: b.status }))).toEqual([
    { name: 'Sandbox Card Services', amount: 90_212, status: 'PAID' },
    { name: 'Brightspark Energy', amount: 9_500, status: 'active' },
  ]);
  const left = await client.trpc.dashboard.leftToSpend.query();
  expect(left.bills.map((b) => [b.name, b.amount, b.date])).toEqual([['Brightspark Energy', 9_500, '2026-12-05']]);
  expect(left).toMatchObject({ currentBalance: 250_000, billsTotal: 9_500, left: 240_500, nextPayDay: '2026-12-24' });
});

it('finds a pending debit by its text alone when the bank sends no creditor name yet', async () => {
  const { client, userId } = await onboardedUser(t, 'paid-by-text', 25);
  const [current] = await seedAccounts(t.db, userId, [{ name: 'Current', balance: 100_000 }]);
  // Water, 38.00 by direct debit on the 27th; today's is pending with only its text.
  const water = (date: string, status: 'booked' | 'pending' = 'booked') => ({
    account: current!,
    date,
    amount: -3_800,
    counterparty: status === 'pending' ? null : 'RIVERSIDE WATER',
    description: 'DD RIVERSIDE WATER 77120045',
    ...SHAPES.directDebit,
    status,
  });
  await insertBankRows(t, userId, [water('2026-08-27'), water('2026-09-28'), water('2026-10-27'), water('2026-11-27', 'pending')]);
  await afterSync(deps, userId, []);

  expect((await client.trpc.bank.bills.query()).map((b) => [b.name, b.status])).toEqual([['Riverside Water', 'PAID']]);
  const left = await client.trpc.dashboard.leftToSpend.query();
  expect(left).toMatchObject({ bills: [], billsTotal: 0, left: 100_000 });
});
