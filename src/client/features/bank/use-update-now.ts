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
  const accounts = trpc.bank.accounts.useQuery(undefined, { staleTime: 5 * 60_000 });
  const [offerImport, setOfferImport] = useState(false);
  const list = accounts.data ?? [];
  const importKept = list.filter((a) => a.manual);
  const linked = list.some((a) => !a.manual);

  const updateNow = () => {
    if (importKept.length > 0) setOfferImport(true);
    // With nothing but imported accounts there is nothing to fetch: the note says what to do.
    if (importKept.length > 0 && !linked) return;
    void bank.refresh('manual');
  };

  return { ...bank, updateNow, importKept: offerImport ? importKept : [] } as const;
}
