import type { QueryClient } from '@tanstack/react-query';
import { isUserData as dependsOnPayDay } from '../../lib/user-data-cache';

/**
 * After a pay day change, every total built on pay cycles (spending, Money In, bills due)
 * is out of date. Data no page shows is dropped; what is on screen is fetched again.
 */
export async function discardPayCycleData(queryClient: QueryClient) {
  queryClient.removeQueries({ type: 'inactive', predicate: dependsOnPayDay });
  await queryClient.invalidateQueries({ type: 'active', predicate: dependsOnPayDay });
}
