import type { Query, QueryClient } from '@tanstack/react-query';
import { queryClient } from './trpc';

/** Every cached query but who is signed in: the user's data, all of it bank-derived or dated. */
export const isUserData = (query: Query) => {
  const path = query.queryKey[0];
  return !(Array.isArray(path) && path[0] === 'auth');
};

/** Marks the user's cached data stale; what is on screen is fetched again. */
export const invalidateUserData = () => queryClient.invalidateQueries({ predicate: isUserData });

/**
 * After a pay day change (here, or in another tab through the realtime events), every total
 * built on pay cycles (spending, Money In, bills due) is out of date. Data no page shows is
 * dropped; what is on screen is fetched again.
 */
export async function discardPayCycleData(client: QueryClient) {
  client.removeQueries({ type: 'inactive', predicate: isUserData });
  await client.invalidateQueries({ type: 'active', predicate: isUserData });
}
