import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { afterSync } from '../../../src/server/modules/bank/service';
import { upcomingBills } from '../../../src/server/modules/notifications/summary-figures';
import { ONBOARDING_STEPS } from '../../../src/shared/onboarding';
import type { ApiClient } from '../../support/api-client';
import { seedAccounts } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { signedInUser } from '../../support/users';
import { insertBankRows, SHAPES } from './support';

// Issue 22, item 2: "Rent £950" typed at onboarding and the bank's "P Jones Landlord £850"
// standing order both counted, with no question. Worked by hand:
//
// Today is Friday 27 November 2026, pay day 25: this cycle is 25 Nov .. 24 Dec (Friday
// 25 December, Christmas, moves back to Thursday 24th), left to spend looks at 27 Nov .. 23 Dec.
// The bank: a standing order of 850.00 to P JONES LANDLORD on the 1st (Sep, Oct, Nov), due
// 1 Dec. Typed at onboarding: Rent, 950.00, due on the 1st.
//   Rent and P Jones Landlord: rent is paid to a landlord; 950 and 850 are 100 apart, within
//   15% of 950 (142.50); both due on the 1st. The same bill.
// Current account balance: 3,000.00.
//   Counted once:  bills this cycle 850.00; left to spend 3,000.00 - 850.00 = 2,150.00
//   Counted twice: bills this cycle 1,800.00; left to spend 3,000.00 - 1,800.00 = 1,200.00
// A Gym of 30.00 typed too matches nothing and is never asked about.

const NOW = new Date('2026-11-27T12:00:00Z');
const QUESTION = 'Is your Rent (£950) the same as P Jones Landlord (£850)?';
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

/** A person who links their bank during onboarding (the rent found there), then types Rent as the major bill. */
async function personWithRentTwice(label: string): Promise<{ client: ApiClient; userId: string }> {
  const { client, userId } = await signedInUser(t, label);
  const [current] = await seedAccounts(t.db, userId, [{ name: 'Current', balance: 300_000 }]);
  const rent = (date: string) => ({
    account: current!,
    date,
    amount: -85_000,
    counterparty: 'P JONES LANDLORD',
    description: 'SO RENT FLAT 12',
    ...SHAPES.standingOrder,
  });
  await insertBankRows(t, userId, [rent('2026-09-01'), rent('2026-10-01'), rent('2026-11-01')]);
  await afterSync(deps, userId, []);

  await client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
  for (const step of ONBOARDING_STEPS) await client.trpc.onboarding.recordStep.mutate({ step });
  await client.trpc.onboarding.complete.mutate({ payDay: 25, majorBill: { name: 'Rent', amount: '950', dueDate: '2026-12-01' } });
  await client.trpc.bills.add.mutate({ name: 'Gym', amount: '30', type: 'monthly', category: 'Memberships', dueDate: '2026-12-10' });
  return { client, userId };
}

async function figures(client: ApiClient, userId: string) {
  const [list, summary, left, upcoming] = await Promise.all([
    client.trpc.bills.list.query(),
    client.trpc.bills.summary.query(),
    client.trpc.dashboard.leftToSpend.query(),
    upcomingBills(deps, userId),
  ]);
  return {
    listed: list.map((b) => b.name),
    total: summary.total,
    leftBills: left.bills.map((b) => b.name),
    left: left.left,
    reminders: upcoming.map((b) => b.name),
  };
}

it('counts a typed bill the bank found once, the bank’s, and asks once whether it is the same', async () => {
  const { client, userId } = await personWithRentTwice('same-yes');
  const questions = await client.trpc.bills.sameBillQuestions.query();
  expect(questions.map((q) => q.question)).toEqual([QUESTION]);

  // Before any answer: the bank's bill alone counts (Gym 30.00 due 10 Dec counts as well).
  const once = { listed: ['P Jones Landlord', 'Gym'], total: 85_000 + 3_000, leftBills: ['P Jones Landlord', 'Gym'], left: 300_000 - 85_000 - 3_000 };
  const before = await figures(client, userId);
  expect(before).toMatchObject(once);
  expect(before.reminders.sort()).toEqual(['Gym', 'P Jones Landlord']);

  await client.trpc.bills.answerSameBill.mutate({ id: questions[0]!.id, same: true });
  expect(await client.trpc.bills.sameBillQuestions.query()).toEqual([]);
  // A later sync asks nothing again, and the rent still counts once.
  await afterSync(deps, userId, []);
  expect(await client.trpc.bills.sameBillQuestions.query()).toEqual([]);
  expect(await figures(client, userId)).toMatchObject(once);
});

it('counts both once the person says they are different, and never asks again', async () => {
  const { client, userId } = await personWithRentTwice('same-no');
  const [question] = await client.trpc.bills.sameBillQuestions.query();
  expect(question).toMatchObject({ question: QUESTION, typed: { name: 'Rent', amount: 95_000 }, found: { name: 'P Jones Landlord', amount: 85_000 } });

  await client.trpc.bills.answerSameBill.mutate({ id: question!.id, same: false });
  await afterSync(deps, userId, []);
  expect(await client.trpc.bills.sameBillQuestions.query()).toEqual([]);
  const twice = await figures(client, userId);
  expect(twice).toMatchObject({ total: 95_000 + 85_000 + 3_000, left: 300_000 - 95_000 - 85_000 - 3_000 });
  expect(twice.listed).toEqual(['Rent', 'P Jones Landlord', 'Gym']);
  expect(twice.reminders.sort()).toEqual(['Gym', 'P Jones Landlord', 'Rent']);
});

it('drops an open question when the typed bill is changed so it no longer matches, and counts both', async () => {
  const { client } = await personWithRentTwice('same-edit');
  const [question] = await client.trpc.bills.sameBillQuestions.query();
  // The person changes the typed rent to 1,200.00 (26% above 850): no longer alike, no question, both count.
  const list = await t.db.selectFrom('bills').select('id').where('name', '=', 'Rent').where('id', '=', question!.typed.id).executeTakeFirstOrThrow();
  await client.trpc.bills.update.mutate({ id: list.id, name: 'Rent', amount: '1200', type: 'monthly', category: 'Major Bill', dueDate: '2026-12-01' });
  expect(await client.trpc.bills.sameBillQuestions.query()).toEqual([]);
  expect((await client.trpc.bills.summary.query()).total).toBe(120_000 + 85_000 + 3_000);
});

it('answers only the person’s own questions', async () => {
  const owner = await personWithRentTwice('same-owner');
  const other = await signedInUser(t, 'same-other');
  await t.db.updateTable('profiles').set({ onboarding_completed: true }).where('id', '=', other.userId).execute();
  const [question] = await owner.client.trpc.bills.sameBillQuestions.query();
  await expect(other.client.trpc.bills.answerSameBill.mutate({ id: question!.id, same: false })).rejects.toThrow('That question was not found.');
  expect(await other.client.trpc.bills.sameBillQuestions.query()).toEqual([]);
  expect(await owner.client.trpc.bills.sameBillQuestions.query()).toHaveLength(1);
});
