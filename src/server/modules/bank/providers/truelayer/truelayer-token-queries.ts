import { sql } from 'kysely';
import type { Db } from '../../../../db/db';
import type { SealedRowStore } from './truelayer-token-store';

// The truelayer_tokens table: every read and write of it is here. Rows hold sealed text
// only; sealedTokenStore (truelayer-token-store.ts) seals and opens them.

export function sealedRowStore(db: Db): SealedRowStore {
  return {
    async load(linkId) {
      const row = await db.selectFrom('truelayer_tokens').selectAll().where('link_id', '=', linkId).executeTakeFirst();
      if (!row) return null;
      return {
        accessTokenSealed: row.access_token_sealed,
        accessExpiresAt: Number(row.access_expires_at),
        refreshTokenSealed: row.refresh_token_sealed,
        consentExpiresAt: row.consent_expires_at ? new Date(row.consent_expires_at).toISOString() : null,
      };
    },
    async save(linkId, row) {
      // The link's requisition owns the row (deleted with it); a link without one is refused.
      const result = await sql`
        insert into truelayer_tokens (link_id, requisition_id, access_token_sealed, access_expires_at, refresh_token_sealed, consent_expires_at)
        select ${linkId}, r.id, ${row.accessTokenSealed}, ${row.accessExpiresAt}, ${row.refreshTokenSealed}, ${row.consentExpiresAt}::timestamptz
        from requisitions r where r.provider = 'truelayer' and r.provider_requisition_id = ${linkId}
        on conflict (link_id) do update set
          access_token_sealed = excluded.access_token_sealed, access_expires_at = excluded.access_expires_at,
          refresh_token_sealed = excluded.refresh_token_sealed, consent_expires_at = excluded.consent_expires_at, updated_at = now()`.execute(db);
      if (Number(result.numAffectedRows ?? 0) === 0) throw new Error('No TrueLayer connection for these tokens.');
    },
    async remove(linkId) {
      await db.deleteFrom('truelayer_tokens').where('link_id', '=', linkId).execute();
    },
  };
}
