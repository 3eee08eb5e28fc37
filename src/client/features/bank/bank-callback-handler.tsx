import { useEffect, useRef } from 'react';
import { notify } from '../../components/notify';
import { connectMessages } from '../../../shared/bank/refresh-messages';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { forgetConnectAttempt, takeStashedCallback } from './bank-connect-storage';

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
    complete
      .mutateAsync(pending)
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
