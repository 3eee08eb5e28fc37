import { useEffect } from 'react';
import { claimSessionRefresh } from './refresh-storage';
import { useBankRefresh } from './use-bank-refresh';

/** The once-per-browser-session silent refresh, on the first signed-in page load. */
export function SilentRefresh() {
  const { refresh } = useBankRefresh();
  useEffect(() => {
    if (claimSessionRefresh()) void refresh('silent');
  }, [refresh]);
  return null;
}
