import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCategoryBackfill } from '../../src/server/jobs/category-backfill-job';
import { onboardedUser, seedAccounts, seedTransactions } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 17: rows stored before categories existed are sorted after the server listens, in
// the background (main.ts), not before it; the pass logs what it did and stops on shutdown.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const categoryOf = (id: string) => t.db.selectFrom('transactions').select(['category_id', 'merchant_name']).where('id', '=', id).executeTakeFirstOrThrow();

it('sorts the unsorted rows in the background, logs how many, and a second run while one runs joins it', async () => {
  const person = await onboardedUser(t, 'backfill', 25);
  const [current] = await seedAccounts(t.db, person.userId, [{ name: 'Everyday Current', balance: 100000 }]);
  // seedTransactions writes rows as before categories existed: merchant name null, uncategorised.
  const [greggs, tesco] = await seedTransactions(t.db, person.userId, [
    { account: current!, date: '2026-03-07', amount: -899, description: 'CARD PAYMENT TO GREGGS ON 07 MAR' },
    { account: current!, date: '2026-03-08', amount: -2450, description: 'CARD PAYMENT TO TESCO STORES 2231 ON 08 MAR' },
  ]);
  expect(await categoryOf(greggs!)).toEqual({ category_id: 'uncategorised', merchant_name: null });

  const { logger, lines } = captureLog();
  const job = startCategoryBackfill(t.db, logger);
  // The pass started on its own; run() while it runs is the same pass, not a second one.
  const first = job.run();
  expect(job.run()).toBe(first);
  await first;
  expect(await categoryOf(greggs!)).toEqual({ category_id: 'eating-out', merchant_name: 'Greggs' });
  expect(await categoryOf(tesco!)).toEqual({ category_id: 'groceries', merchant_name: 'Tesco' });
  // Other tests' files may have left unsorted rows too: at least these two.
  const done = lines.find((l) => l.msg === 'categorised rows stored before categories');
  expect(done?.rows).toBeGreaterThanOrEqual(2);

  // Nothing left: a later pass writes nothing and says nothing.
  await job.run();
  expect(lines.filter((l) => l.msg === 'categorised rows stored before categories')).toHaveLength(1);
  await job.stop();
});

it('stop() waits for the batch in hand, and no batch starts after it', async () => {
  const person = await onboardedUser(t, 'backfill-stop', 25);
  const [current] = await seedAccounts(t.db, person.userId, [{ name: 'Everyday Current', balance: 100000 }]);
  const [greggs] = await seedTransactions(t.db, person.userId, [
    { account: current!, date: '2026-03-07', amount: -899, description: 'CARD PAYMENT TO GREGGS ON 07 MAR' },
  ]);
  const { logger } = captureLog();
  const job = startCategoryBackfill(t.db, logger);
  // The pass had taken its first batch when stop() came: stop() returns once it is written.
  await job.stop();
  expect(await categoryOf(greggs!)).toEqual({ category_id: 'eating-out', merchant_name: 'Greggs' });
  // Stopped: a row left unsorted now stays so, whatever asks for another pass.
  const [tesco] = await seedTransactions(t.db, person.userId, [
    { account: current!, date: '2026-03-08', amount: -2450, description: 'CARD PAYMENT TO TESCO STORES 2231 ON 08 MAR' },
  ]);
  await job.run();
  expect(await categoryOf(tesco!)).toEqual({ category_id: 'uncategorised', merchant_name: null });
});
