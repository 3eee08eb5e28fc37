import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One lead per email; asking again refreshes the name and the time. */
export async function upsertLead(db: Kysely<Database>, lead: { name: string; email: string }) {
  await db
    .insertInto('worksheet_leads')
    .values({ name: lead.name, email: lead.email, updated_at: new Date() })
    .onConflict((oc) => oc.column('email').doUpdateSet({ name: lead.name, updated_at: sql`now()` }))
    .execute();
}
