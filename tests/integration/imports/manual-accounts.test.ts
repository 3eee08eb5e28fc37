// A manual account appears wherever a linked one does, and the money rules count its
// transactions like synced ones.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onboardedUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date('2026-11-20T12:00:00Z') });
});
afterAll(() => t?.close());

const current = ['Date,Description,Amount,Balance', '02/11/2026,ACME LTD SALARY,1850.00,1900.00', '14/11/2026,CO-OP GROUP,-9.85,1890.15'].join('\n');
const savings = ['Date,Description,Money in,Money out', '03/11/2026,Transfer in,250.00,'].join('\n');

it('shows manual accounts on the dashboard, in savings and in Bank Connections, and counts their money', async () => {
  const user = await onboardedUser(t, 'manual', 1);
  const trpc = user.client.trpc;
  const a = await trpc.imports.confirm.mutate({
    file: { text: current },
    target: { newAccount: { name: 'Bills', institution: 'Nationwide', type: 'current' } },
  });
  const s = await trpc.imports.confirm.mutate({
    file: { text: savings },
    target: { newAccount: { name: 'Rainy day', institution: 'Marcus', type: 'savings', openingBalance: '1,000.00' } },
  });

  const accounts = await trpc.bank.accounts.query();
  expect(accounts.map((x) => [x.id, x.balance, x.manual])).toEqual(
    expect.arrayContaining([
      [a.accountId, 189015, true],
      [s.accountId, 125000, true],
    ]),
  );
  // 1,890.15 + 1,250.00
  expect(await trpc.dashboard.overview.query()).toMatchObject({ balance: 314015 });
  // Money In Savings is what was paid into savings this pay cycle (decision 024): the £250.00
  // transfer; the balance is the opening £1,000.00 plus it.
  expect(await trpc.dashboard.savings.query()).toMatchObject({
    moneyInSavings: 25000,
    savingsBalance: 125000,
    lastDeposit: { amount: 25000, date: '2026-11-03' },
  });
  const spending = await trpc.dashboard.spending.query();
  expect(spending.periods.some((p) => p.total === 985)).toBe(true);

  // A refresh has nothing to do for manual accounts.
  expect(await trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'no_connection' });

  // Removing one goes without a bank to call.
  await trpc.bank.removeAccount.mutate({ accountId: s.accountId });
  expect((await trpc.bank.accounts.query()).map((x) => x.id)).toEqual([a.accountId]);
  expect(await t.db.selectFrom('import_batches').select('id').where('account_id', '=', s.accountId).execute()).toEqual([]);
});
