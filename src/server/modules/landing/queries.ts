import { sql } from 'kysely';
import type { Db } from '../../db/db';

/** One lead per email; asking again refreshes the name and the time. */
export async function upsertLead(db: Db, lead: { name: string; email: string }) {
  await db
    .insertInto('worksheet_leads')
    .values({ name: lead.name, email: lead.email, updated_at: new Date() })
    .onConflict((oc) => oc.column('email').doUpdateSet({ name: lead.name, updated_at: sql`now()` }))
    .execute();
}
