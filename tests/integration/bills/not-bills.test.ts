import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { afterSync } from '../../../src/server/modules/bank/service';
import { seedAccounts } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { insertBankBill, insertBankRows, onboardedUser, SHAPES } from './support';

// Issue 22, item 3, through what every sync ends with. Today is Friday 27 November 2026.
// Rows in the sandbox's (GoCardless) shapes:
// - 150.00 on the 2nd by standing order from the current account to "A TAYLOR", the other
//   side landing the same day in the person's own savings account: a move, not a bill,
//   though the bank calls it a standing order.
// - Esso, 48.00 by card on the 3rd: fuel, never a bill. A bill stored for it by the old
//   rules (an "inferred" one, then shown as a direct debit) is gone after the sync.
// - Netflix, 10.99 by card on the 9th: a bill, "Card payment every month".

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

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

it('keeps own-account moves, fuel and the like out of bills, and says how a card bill was found', async () => {
  const { client, userId } = await onboardedUser(t, 'not-bills', 25);
  const [current, savings] = await seedAccounts(t.db, userId, [
    { name: 'Current', balance: 200_000 },
    { name: 'Rainy Day', classification: 'SavingsAccount', balance: 500_000 },
  ]);
  await insertBankRows(
    t,
    userId,
    MONTHS.flatMap((m) => [
      { account: current!, date: `${m}-02`, amount: -15_000, counterparty: 'A TAYLOR', description: 'MONTHLY', ...SHAPES.standingOrder },
      { account: savings!, date: `${m}-02`, amount: 15_000, counterparty: 'A TAYLOR', description: 'MONTHLY', ...SHAPES.fasterPayment },
      { account: current!, date: `${m}-03`, amount: -4_800, counterparty: 'ESSO HIGHTOWN', description: 'ESSO HIGHTOWN GB', ...SHAPES.cardPayment },
      { account: current!, date: `${m}-09`, amount: -1_099, counterparty: 'NETFLIX.COM', description: 'NETFLIX.COM ONLINE GB', ...SHAPES.cardPayment },
    ]),
  );
  await insertBankBill(t, userId, current!, { name: 'Esso Hightown', type: 'inferred', amount: 4_800, nextDate: '2026-12-03' });

  await afterSync(deps, userId, []);

  const bank = await client.trpc.bank.bills.query();
  expect(bank.map((b) => [b.name, b.type, b.payment_method])).toEqual([['Netflix.com', 'inferred', 'card']]);
  const list = await client.trpc.bills.list.query();
  expect(list.map((b) => [b.name, b.category])).toEqual([['Netflix.com', 'Card payment every month']]);
  // Left to spend: 2,000.00 less Netflix on 9 Dec (before the pay day of Thursday 24 December).
  expect(await client.trpc.dashboard.leftToSpend.query()).toMatchObject({ billsTotal: 1_099, left: 200_000 - 1_099 });
});
