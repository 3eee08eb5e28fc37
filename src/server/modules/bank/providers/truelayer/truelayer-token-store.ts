import type { SecretBox } from '../../../../security/secret-box';
import type { StoredTrueLayerTokens, TrueLayerTokenStore } from './truelayer-extensions';

/** One connection's row as the database will hold it: both tokens sealed, bound to the link id. */
export type SealedTokenRow = {
  accessTokenSealed: string;
  accessExpiresAt: number;
  refreshTokenSealed: string | null;
  consentExpiresAt: string | null;
};

export type SealedRowStore = {
  load(linkId: string): Promise<SealedTokenRow | null>;
  save(linkId: string, row: SealedTokenRow): Promise<void>;
  remove(linkId: string): Promise<void>;
};

/** Wraps the database's row store so tokens are sealed before they are written and opened after reading. */
export function sealedTokenStore(rows: SealedRowStore, box: SecretBox): TrueLayerTokenStore {
  const context = (linkId: string) => `truelayer:${linkId}`;
  return {
    async load(linkId) {
      const row = await rows.load(linkId);
      if (!row) return null;
      return {
        accessToken: box.open(row.accessTokenSealed, context(linkId)),
        accessExpiresAt: row.accessExpiresAt,
        refreshToken: row.refreshTokenSealed === null ? null : box.open(row.refreshTokenSealed, context(linkId)),
        consentExpiresAt: row.consentExpiresAt,
      };
    },
    save(linkId, tokens: StoredTrueLayerTokens) {
      return rows.save(linkId, {
        accessTokenSealed: box.seal(tokens.accessToken, context(linkId)),
        accessExpiresAt: tokens.accessExpiresAt,
        refreshTokenSealed: tokens.refreshToken === null ? null : box.seal(tokens.refreshToken, context(linkId)),
        consentExpiresAt: tokens.consentExpiresAt,
      });
    },
    remove: (linkId) => rows.remove(linkId),
  };
}
