import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { refreshMessages } from '../../../shared/bank/refresh-messages';
import { trpc } from '../../lib/trpc';
import { invalidateUserData } from '../../lib/user-data-cache';
import { refreshToast } from './refresh-toast';
import { readRateLimit, readTracker, recordManualRefresh, storeRateLimit, type RateLimitInfo } from './refresh-storage';

const COOLDOWN_MS = 60_000;
const DEFAULT_WAIT_SECONDS = 3600;

/**
 * The data refresh as the spec has it: idle, refreshing or rate-limited; refused while
 * one runs, while limited, or within 60 s of the last manual one (a forced refresh skips
 * the cooldown); the limit kept in the browser and counted down each second.
 */
export function useBankRefresh() {
  const navigate = useNavigate();
  const refresh = trpc.bank.refreshAll.useMutation();
  const running = useRef(false);
  const [limit, setLimit] = useState<RateLimitInfo | null>(() => readRateLimit());

  useEffect(() => {
    if (!limit) return;
    const tick = window.setInterval(() => setLimit(readRateLimit()), 1000);
    return () => window.clearInterval(tick);
  }, [limit]);

  const run = useCallback(
    async (mode: 'manual' | 'forced' | 'silent') => {
      if (running.current) return;
      const current = readRateLimit();
      if (current && mode !== 'silent') {
        notify.error(refreshMessages.rateLimited(current.waitTimeSeconds), { duration: 5000 });
        return;
      }
      const last = readTracker()?.lastRefreshed ?? 0;
      if (mode === 'manual' && Date.now() - last < COOLDOWN_MS) {
        notify.info(refreshMessages.cooldown);
        return;
      }
      running.current = true;
      const progress = mode === 'silent' ? undefined : notify.loading(refreshMessages.progress, { duration: 60_000 });
      // The silent refresh runs as a page has just loaded its figures: fetching them again
      // before the refresh would only repeat those requests (the refresh's end fetches them).
      if (mode !== 'silent') await invalidateUserData();
      try {
        const result = await refresh.mutateAsync({ mode });
        // The 60 s cooldown starts only when the server really ran the manual refresh.
        if (mode !== 'silent' && result.status === 'ok') recordManualRefresh();
        const wait =
          result.status === 'ok' ? result.rateLimitedSeconds : result.status === 'refused' && result.reason === 'rate_limited' ? result.waitSeconds : null;
        if (wait) setLimit(storeRateLimit(wait));
        if (mode === 'silent') return;
        // A connection to reconnect offers a Reconnect button to Settings > Bank Connections.
        const { kind, message, duration, action } = refreshToast(result);
        const button = action && { label: action.label, onClick: () => void navigate({ to: action.to }) };
        notify[kind](message, { id: progress, duration, action: button });
      } catch (error) {
        if (mode === 'silent') return;
        const message = error instanceof Error ? error.message : '';
        if (/rate limit/i.test(message)) {
          const seconds = Number(/try again in (\d+) seconds/i.exec(message)?.[1] ?? DEFAULT_WAIT_SECONDS);
          setLimit(storeRateLimit(seconds));
          notify.error(refreshMessages.rateLimited(seconds), { id: progress, duration: 5000 });
        } else {
          notify.error(refreshMessages.failed(message || 'Unknown error'), { id: progress, duration: 5000 });
        }
      } finally {
        running.current = false;
        await invalidateUserData();
      }
    },
    [navigate, refresh],
  );

  const state = refresh.isPending ? 'refreshing' : limit ? 'rate-limited' : 'idle';
  return { state, rateLimit: limit, refresh: run } as const;
}
