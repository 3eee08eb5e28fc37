import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useBankRefresh } from './use-bank-refresh';

/**
 * "Update Now" (issue 22 item 7): linked banks are refreshed; accounts kept up to date by
 * importing statements have no bank to ask, so pressing it offers a newer statement for each
 * of them (ImportKeptNote) instead of a refresh that pretends. A person with only such
 * accounts is not sent to the bank at all.
 */
export function useUpdateNow() {
  const bank = useBankRefresh();
  const utils = trpc.useUtils();
  const accounts = trpc.bank.accounts.useQuery(undefined, { staleTime: 5 * 60_000, select: keptByImport });
  const [offerImport, setOfferImport] = useState(false);

  const updateNow = async () => {
    // A click can come before the list has loaded: it is read first, then decided on.
    const known = accounts.data ?? keptByImport(await utils.bank.accounts.fetch(undefined, { staleTime: 5 * 60_000 }).catch(() => []));
    if (known.kept.length > 0) setOfferImport(true);
    // With nothing but imported accounts there is nothing to fetch: the note says what to do.
    if (known.count > 0 && known.kept.length === known.count) return;
    await bank.refresh('manual');
  };

  return { ...bank, updateNow: () => void updateNow(), importKept: offerImport ? (accounts.data?.kept ?? []) : [] } as const;
}

/**
 * Only what Update Now reads of the account list. The page holding the button (all of Home's
 * Balance tab) then re-renders when these change, not each time a sync moves an account's
 * last-synced time, as the silent refresh does while Home first loads (issue 27 item 7).
 */
const keptByImport = <A extends { manual: boolean }>(list: A[]) => ({ kept: list.filter((a) => a.manual), count: list.length });
