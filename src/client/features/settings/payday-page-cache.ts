import type { Query, QueryClient } from '@tanstack/react-query';

/** Who is signed in does not depend on the pay day: everything else may. */
const dependsOnPayDay = (query: Query) => {
  const path = query.queryKey[0];
  return !(Array.isArray(path) && path[0] === 'auth');
};

/**
 * After a pay day change, every total built on pay cycles (spending, Money In, bills due)
 * is out of date. Data no page shows is dropped; what is on screen is fetched again.
 */
export async function discardPayCycleData(queryClient: QueryClient) {
  queryClient.removeQueries({ type: 'inactive', predicate: dependsOnPayDay });
  await queryClient.invalidateQueries({ type: 'active', predicate: dependsOnPayDay });
}
