import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataTopic } from '../../../server/realtime/event-bus';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { discardPayCycleData, invalidateUserData } from '../../lib/user-data-cache';

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
  const queryClient = useQueryClient();
  const userId = session?.user.id;

  useEffect(() => {
    if (!userId) return;
    const source = new EventSource('/trpc/bank.onChange');
    // Events published while the stream was down (a deploy, a proxy timeout) are not
    // replayed: refetch once on every (re)connection instead. The first open is skipped.
    let opened = false;
    source.onopen = () => {
      if (opened) void invalidateUserData();
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
      // The merged bills list and its totals hold both kinds; a loan's change moves its payment bill.
      if (topics.has('bills') || topics.has('bank_bills') || topics.has('loans') || topics.has('bank_accounts') || topics.has('transactions'))
        void utils.bills.invalidate();
      if (topics.has('loans')) void utils.loans.invalidate();
      // Money In counts deposits (not moves between the user's own accounts) plus income added by hand.
      if (topics.has('income') || topics.has('transactions') || topics.has('bank_accounts')) void utils.money.invalidate();
      if (topics.has('transactions') || topics.has('bank_accounts')) void utils.transactions.invalidate();
      if ((['income', 'spending', 'transactions', 'bank_accounts'] as const).some((t) => topics.has(t))) void utils.dashboard.invalidate();
      // Budgets' spent and the savings goal's balance (issue 26).
      if ((['spending', 'transactions', 'bank_accounts'] as const).some((t) => topics.has(t))) void utils.budgets.invalidate();
      // A new pay day (here or in another tab) moves every pay cycle.
      if (topics.has('payday')) void discardPayCycleData(queryClient);
    };
    // A refusal (signed out, too many windows open) ends the stream with tRPC's error event.
    // Reconnecting would only be refused again: close, and let the session query learn
    // whether the user is still signed in.
    source.addEventListener('serialized-error', () => {
      source.close();
      void utils.auth.session.invalidate();
    });
    return () => source.close();
  }, [userId, utils, queryClient]);
}
