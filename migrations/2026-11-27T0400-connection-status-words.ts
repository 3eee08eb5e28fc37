import { sql, type Kysely } from 'kysely';

// A connection's status in the app's own words (docs/decisions/038-provider-capabilities.md):
// the GoCardless requisition codes stay inside that provider's folder. Every row keeps its
// meaning: CR, GC, UA, SA and GA were still linking; LN linked; EX expired; RJ and SU refused;
// MANUAL (a manual account's) manual. Unknown values are left as they are.

const forward: Record<string, string> = {
  CR: 'linking',
  GC: 'linking',
  UA: 'linking',
  SA: 'linking',
  GA: 'linking',
  LN: 'linked',
  EX: 'expired',
  RJ: 'refused',
  SU: 'refused',
  MANUAL: 'manual',
};

// Going back, each word takes the code that stood for it in most rows.
const backward: Record<string, string> = { linking: 'CR', linked: 'LN', expired: 'EX', refused: 'RJ', manual: 'MANUAL' };

async function rename(db: Kysely<any>, map: Record<string, string>, defaultStatus: string) {
  for (const [from, to] of Object.entries(map)) {
    await db.updateTable('requisitions').set({ status: to }).where('status', '=', from).execute();
  }
  await sql`alter table requisitions alter column status set default ${sql.lit(defaultStatus)}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, forward, 'linking');
}

export async function down(db: Kysely<any>): Promise<void> {
  await rename(db, backward, 'CR');
}
