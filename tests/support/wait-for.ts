import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * Polls `check` until it gives a truthy value and returns that value; after `timeoutMs` it
 * fails with `message`. For things that happen after the answer (mail delivered over SMTP, a
 * job's row written): the test goes on as soon as the event has happened, and a slow machine
 * only makes it wait longer, never decides the result. The pause between polls only paces them.
 */
export async function waitFor<T>(check: () => T | Promise<T>, message: string, { timeoutMs = 10_000, everyMs = 20 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${message}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Waits until the database's clock has moved `seconds` past what it reads now. Rules that
 * count time in SQL (`now()`: rate limits, a provider's Retry-After) end by that clock, not
 * the test's, so a test waiting out such a wait asks the database whether it has passed.
 */
export async function waitForDatabaseClock(db: Kysely<Database>, seconds: number) {
  const read = () => sql<{ now: Date }>`select clock_timestamp() as now`.execute(db).then((r) => new Date(r.rows[0]!.now).getTime());
  const until = (await read()) + seconds * 1000;
  await waitFor(async () => (await read()) >= until, `the database's clock has moved ${seconds} s on`, { timeoutMs: seconds * 1000 + 10_000, everyMs: 50 });
}
