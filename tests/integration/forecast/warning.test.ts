import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { forecastWarnings } from '../../../src/server/modules/notifications/forecast-warning';
import { runNotificationPass } from '../../../src/server/modules/notifications/service';
import { addDays } from '../../../src/shared/dates';
import type { ApiClient } from '../../support/api-client';
import { onboardedUser, seedAccounts, seedTransactions, type SeedTransaction } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';

// The warning before payday (issue 27 item 3), worked by hand. Today is Tuesday 24 November
// 2026, pay day the 4th: payday is Friday 4 December. The Everyday account holds 100.00; its
// history (15 September to 23 November, ten identical weeks) is TESCO 40.00 every Saturday.
// Rent of 300.00 is due on Tuesday 1 December. Every path: 24 Nov 10,000; Sat 28 Nov
// 10,000 - 4,000 = 6,000; Tue 1 Dec 6,000 - 30,000 = -24,000, and so to payday. The chance of
// going below £0 is 100%, the lowest point -24,000 on Tue 1 Dec (its first day): a warning.

let now = new Date('2026-11-24T12:00:00Z');
let t: TestApp;
let deps: Deps;
let me: { client: ApiClient; userId: string };

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => now });
  deps = await testDeps(t.database, { clock: () => now });
  me = await onboardedUser(t, 'forecast-warning', 4);
  const [everyday] = await seedAccounts(t.db, me.userId, [{ name: 'Everyday', balance: 10_000 }]);
  const rows: SeedTransaction[] = [{ account: everyday!, date: '2026-09-15', amount: -1, description: 'CARD CHECK' }];
  for (let d = '2026-09-15'; d <= '2026-11-23'; d = addDays(d, 1)) {
    if (new Date(`${d}T12:00:00Z`).getUTCDay() === 6)
      rows.push({ account: everyday!, date: d, amount: -4_000, description: 'TESCO STORES', counterparty: 'TESCO STORES' });
  }
  await seedTransactions(t.db, me.userId, rows);
  // The card check of 1p on 15 September is spending too: it only starts the history there.
  await me.client.trpc.bills.add.mutate({ name: 'Rent', amount: '300', type: 'monthly', category: 'Rent', dueDate: '2026-01-01' });
});
afterAll(async () => {
  await deps?.events.close();
  await t?.close();
});

const warnings = () =>
  t.db
    .selectFrom('notifications_sent')
    .select(['subject', 'period', 'title', 'body'])
    .where('user_id', '=', me.userId)
    .where('kind', '=', 'forecastWarning')
    .execute();

it('warns once per pay cycle per account: when, by about how much, and what is due then', async () => {
  await runNotificationPass(deps);
  const sent = await warnings();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.period).toBe('2026-12-04');
  expect(sent[0]!.title).toBe('Everyday is likely to go below £0 around Tue 1 Dec');
  expect(sent[0]!.body).toBe(
    [
      'Before your payday on Fri 4 Dec, your Everyday account is likely to go below £0 (a 100% chance).',
      'Its lowest point is likely around Tue 1 Dec, at about -£240: about £240 overdrawn.',
      'Due before then: Rent £300.00 on Tue 1 Dec.',
      'Moving money in, or moving a bill\u2019s date, before then would keep you clear.',
    ].join('\n'),
  );
  // A later pass on the same cycle sends nothing more.
  now = new Date('2026-11-24T16:00:00Z');
  await runNotificationPass(deps);
  expect(await warnings()).toHaveLength(1);
  // The pass does not even forecast the warned account again this cycle (it ran every 15
  // minutes to find a warning that could not be sent twice).
  expect(await forecastWarnings(deps, me.userId)).toEqual([]);
});
