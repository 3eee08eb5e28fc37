import { sql } from 'kysely';
import type { Db } from '../../db/db';

export async function payDayOf(db: Db, userId: string): Promise<number | null | undefined> {
  const row = await db.selectFrom('profiles').select('pay_day').where('id', '=', userId).executeTakeFirst();
  return row?.pay_day;
}

export async function updatePayDay(db: Db, userId: string, payDay: number): Promise<boolean> {
  const result = await db.updateTable('profiles').set({ pay_day: payDay, updated_at: sql<Date>`now()` }).where('id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
