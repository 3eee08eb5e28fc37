// How fresh the Money In figures stay (spec 02 §9): income is stale after 60 s and polled every
// 15 s while realtime updates are on (they are, by default); the yearly figures stay fresh
// for 5 minutes. Realtime events invalidate all of them at once (use-realtime-refetch.ts).
export const INCOME_QUERY = { staleTime: 60_000, refetchInterval: 15_000 } as const;
export const YEARLY_INCOME_QUERY = { staleTime: 5 * 60_000 } as const;

// What the income figures say while they load, or when they fail (spec 02 §8 words the failure).
export const INCOME_STATUS = { loading: 'Loading your income...', error: 'Failed to load your transactions' } as const;
