import type { StoredTrueLayerTokens, TrueLayerTokenStore } from './truelayer-extensions';

/** An in-memory store, for tests and the benchmark. */
export function memoryTokenStore(): TrueLayerTokenStore & { rows: Map<string, StoredTrueLayerTokens> } {
  const rows = new Map<string, StoredTrueLayerTokens>();
  return {
    rows,
    load: (id) => Promise.resolve(rows.get(id) ?? null),
    save: (id, t) => Promise.resolve(void rows.set(id, { ...t })),
    remove: (id) => Promise.resolve(void rows.delete(id)),
  };
}
