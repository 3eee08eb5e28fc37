import { sql } from 'kysely';
import type { Db } from '../../db/db';

/**
 * The one read of a user's pay day (profiles.pay_day): null while they have none,
 * undefined when the profile does not exist.
 */
export async function payDayOf(db: Db, userId: string): Promise<number | null | undefined> {
  const row = await db.selectFrom('profiles').select('pay_day').where('id', '=', userId).executeTakeFirst();
  return row?.pay_day;
}

/** The one write of a user's pay day; false when the profile does not exist. */
export async function updatePayDay(db: Db, userId: string, payDay: number): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ pay_day: payDay, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
