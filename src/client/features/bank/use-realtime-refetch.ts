import { useEffect } from 'react';
import type { DataTopic } from '../../../server/realtime/event-bus';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';

/** The data of each event bank.onChange yields. */
type ChangeEvent = { topics?: DataTopic[] };

/**
 * Listens to the server's change events for the signed-in user (tRPC's subscription over
 * server-sent events, read with the browser's own EventSource, which also reconnects)
 * and refetches what changed. EventSource instead of tRPC's subscription link keeps the
 * event-stream code out of the landing page's bundle.
 */
export function useRealtimeRefetch() {
  const { data: session } = useSession();
  const utils = trpc.useUtils();
  const userId = session?.user.id;

  useEffect(() => {
    if (!userId) return;
    const source = new EventSource('/trpc/bank.onChange');
    // Events published while the stream was down (a deploy, a proxy timeout) are not
    // replayed: refetch once on every (re)connection instead. The first open is skipped.
    let opened = false;
    source.onopen = () => {
      if (opened) void utils.bank.invalidate();
      opened = true;
    };
    source.onmessage = (message: MessageEvent<string>) => {
      let event: ChangeEvent;
      try {
        event = JSON.parse(message.data) as ChangeEvent;
      } catch {
        return;
      }
      const topics = new Set(event.topics ?? []);
      if (topics.has('bank_accounts') || topics.has('transactions')) void utils.bank.accounts.invalidate();
      if (topics.has('bank_accounts')) void utils.bank.connections.invalidate();
      if (topics.has('bank_bills') || topics.has('transactions')) void utils.bank.bills.invalidate();
    };
    return () => source.close();
  }, [userId, utils]);
}
