import { useMemo } from 'react';
import { trpc } from './trpc';

// The person's categories and accounts by id, for the screens that show a row's category
// and account (transactions, the dashboard's charts, settings). Issue 14.

export const CATEGORIES_QUERY = { staleTime: 5 * 60_000 } as const;

export function useCategoryNames() {
  const list = trpc.categories.list.useQuery(undefined, CATEGORIES_QUERY);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const c of list.data?.categories ?? []) names.set(c.id, c.name);
    if (list.data) names.set(list.data.uncategorised.id, list.data.uncategorised.name);
    return {
      query: list,
      /** The categories a person may pick (hidden ones left out), in the list's order. */
      pickable: (list.data?.categories ?? []).filter((c) => !c.hidden),
      nameOf: (id: string | null | undefined) => (id ? (names.get(id) ?? 'Uncategorised') : 'Uncategorised'),
    };
  }, [list]);
}

export function useAccountNames() {
  const accounts = trpc.bank.accounts.useQuery(undefined, { staleTime: 5 * 60_000 });
  return useMemo(() => {
    const names = new Map((accounts.data ?? []).map((a) => [a.id, a.account_name]));
    return { accounts: accounts.data ?? [], nameOf: (id: string | null | undefined) => (id ? (names.get(id) ?? '') : '') };
  }, [accounts.data]);
}

/** A day with its year: '2026-03-05' -> '5 March 2026'. */
export function formatLongDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
