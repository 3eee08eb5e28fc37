import { useEffect, useRef } from 'react';
import { notify } from '../../components/notify';
import { connectMessages } from '../../../shared/bank/refresh-messages';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { forgetConnectAttempt, takeStashedCallback } from './bank-connect-storage';

const APPROVAL_POLL_MS = 3_000;
const APPROVAL_WAIT_MS = 10 * 60_000;

/**
 * Runs on every route: completes a bank connection the user came back from, once a user
 * is signed in (the server checks it is the user who started it), with the spec's toasts.
 */
export function BankCallbackHandler() {
  const { data: session } = useSession();
  const utils = trpc.useUtils();
  const complete = trpc.bank.completeConnection.useMutation();
  const running = useRef(false);

  useEffect(() => {
    if (!session || running.current) return;
    const pending = takeStashedCallback();
    if (!pending) return;
    running.current = true;
    const id = notify.loading(connectMessages.connecting);
    // A bank that wants the person to approve in its own app first: say so, and ask again
    // every few seconds until they have (for as long as the bank's approval lasts).
    const completeWhenApproved = async (deadline: number): Promise<void> => {
      const result = await complete.mutateAsync(pending);
      if (!result.awaitingApproval) return;
      notify.loading(result.message ?? connectMessages.connecting, { id });
      if (Date.now() > deadline) throw new Error('not approved in time');
      await new Promise((resolve) => window.setTimeout(resolve, APPROVAL_POLL_MS));
      return completeWhenApproved(deadline);
    };
    completeWhenApproved(Date.now() + APPROVAL_WAIT_MS)
      .then(async () => {
        notify.success(connectMessages.connected, { id });
        forgetConnectAttempt();
        await utils.bank.invalidate();
      })
      .catch((error: unknown) => {
        const known = (error as { data?: { httpStatus?: number } })?.data?.httpStatus;
        notify.error(known && known < 500 ? connectMessages.failed : connectMessages.exception, { id });
      })
      .finally(() => (running.current = false));
  }, [session, complete, utils]);

  return null;
}
