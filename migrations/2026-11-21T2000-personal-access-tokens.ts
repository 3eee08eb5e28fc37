import { sql, type Kysely } from 'kysely';

// Personal access tokens: developers scripting their own data. Only the token's sha-256
// hash is stored; token_prefix (its first 8 characters) helps the user tell them apart.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('personal_access_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('personal_access_tokens_user_id_idx').on('personal_access_tokens').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personal_access_tokens').ifExists().execute();
}
