import { sql } from 'kysely';
import type { Db } from '../../../db/db';
import type { SecretBox } from '../../../security/secret-box';

// What a provider keeps per link to read the bank (a pasted personal access token, OAuth
// tokens), sealed with the app's secret box before it is written and opened after reading
// (bank_link_secrets). The seal is bound to the provider and link, so a row copied to another
// link does not open.

export interface LinkSecretStore<T> {
  load(linkId: string): Promise<T | null>;
  /** Refused when no connection of this provider has this link id: the secret belongs to it. */
  save(linkId: string, secret: T): Promise<void>;
  remove(linkId: string): Promise<void>;
}

export function linkSecretStore<T>(db: Db, box: SecretBox, provider: string): LinkSecretStore<T> {
  const context = (linkId: string) => `${provider}:${linkId}`;
  return {
    async load(linkId) {
      const row = await db
        .selectFrom('bank_link_secrets')
        .select('secret_sealed')
        .where('provider', '=', provider)
        .where('link_id', '=', linkId)
        .executeTakeFirst();
      return row ? (JSON.parse(box.open(row.secret_sealed, context(linkId))) as T) : null;
    },
    async save(linkId, secret) {
      const sealed = box.seal(JSON.stringify(secret), context(linkId));
      const result = await sql`
        insert into bank_link_secrets (provider, link_id, requisition_id, secret_sealed)
        select ${provider}, ${linkId}, r.id, ${sealed}
        from requisitions r where r.provider = ${provider} and r.provider_requisition_id = ${linkId}
        on conflict (provider, link_id) do update set secret_sealed = excluded.secret_sealed, updated_at = now()`.execute(db);
      if (Number(result.numAffectedRows ?? 0) === 0) throw new Error('No connection for this secret.');
    },
    async remove(linkId) {
      await db.deleteFrom('bank_link_secrets').where('provider', '=', provider).where('link_id', '=', linkId).execute();
    },
  };
}

/** A store in memory, for a provider tested on its own without a database. */
export function memorySecretStore<T>(): LinkSecretStore<T> {
  const rows = new Map<string, T>();
  return {
    load: (linkId) => Promise.resolve(rows.get(linkId) ?? null),
    save: (linkId, secret) => Promise.resolve(void rows.set(linkId, secret)),
    remove: (linkId) => Promise.resolve(void rows.delete(linkId)),
  };
}
