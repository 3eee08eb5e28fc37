import type { Kysely } from 'kysely';

// Bills filed under the spec's 'TV License' take the UK spelling the app now offers (issue 22, item 10).

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('bills').set({ category: 'TV Licence' }).where('category', '=', 'TV License').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('bills').set({ category: 'TV License' }).where('category', '=', 'TV Licence').execute();
}
