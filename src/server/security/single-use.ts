import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/db';

// A signed value that must work once (decision 041): TrueLayer's OAuth `state` stays valid for
// 30 minutes by its signature, so its first use is recorded (as a hash) until then, and a second
// callback with it is refused.

/** True the first time this value is spent; false ever after (until `ttlSeconds` have passed). */
export async function spendOnce(db: Db, value: string, ttlSeconds: number): Promise<boolean> {
  const row = await db
    .insertInto('spent_oauth_states')
    .values({ state_hash: createHash('sha256').update(value).digest('hex'), expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .onConflict((oc) => oc.column('state_hash').doNothing())
    .returning('state_hash')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredSpentValues(db: Db) {
  await db
    .deleteFrom('spent_oauth_states')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
