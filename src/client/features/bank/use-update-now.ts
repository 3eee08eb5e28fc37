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
  const accounts = trpc.bank.accounts.useQuery(undefined, { staleTime: 5 * 60_000 });
  const [offerImport, setOfferImport] = useState(false);
  const importKept = (accounts.data ?? []).filter((a) => a.manual);

  const updateNow = async () => {
    // A click can come before the list has loaded: it is read first, then decided on.
    const list = accounts.data ?? (await utils.bank.accounts.fetch(undefined, { staleTime: 5 * 60_000 }).catch(() => []));
    if (list.some((a) => a.manual)) setOfferImport(true);
    // With nothing but imported accounts there is nothing to fetch: the note says what to do.
    if (list.length > 0 && list.every((a) => a.manual)) return;
    await bank.refresh('manual');
  };

  return { ...bank, updateNow: () => void updateNow(), importKept: offerImport ? importKept : [] } as const;
}
