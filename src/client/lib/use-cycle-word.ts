import { trpc } from './trpc';

/**
 * What "this month" is called for the person (issue 26): 'month' while they are paid monthly
 * (or have no pay day: the screens' calendar defaults), 'pay cycle' when paid every one, two
 * or four weeks. One read of the pay day settings, shared with Payday Settings' cache.
 */
export function useCycleWord(): 'month' | 'pay cycle' {
  const payday = trpc.payday.get.useQuery(undefined, { staleTime: 60_000 });
  return payday.data && payday.data.frequency !== 'monthly' ? 'pay cycle' : 'month';
}
