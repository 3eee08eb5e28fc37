import { notify } from '../../components/notify';
import { connectMessages, onboardingConnectMessages } from '../../../shared/bank/refresh-messages';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { rememberConnectAttempt } from './bank-connect-storage';
import type { BankReturnPath } from '../../../shared/schemas/bank-connect';

/** An enabled provider's id as bank.providers gives it; the screens never branch on it. */
export type BankProviderId = string;

/** Leaves for the bank the way the spec does: a GET form to its link, in this window. */
export function goToBank(link: string) {
  const url = new URL(link, window.location.href);
  const form = document.createElement('form');
  form.method = 'GET';
  form.action = `${url.origin}${url.pathname}`;
  // A GET form replaces the action's query string, so carry it as fields.
  for (const [name, value] of url.searchParams) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** Choosing a bank: ask for a link, close the picker, say we are connecting, then go. */
export function useConnectBank(onLeave: () => void, returnPath: BankReturnPath = '/money') {
  const { data: session } = useSession();
  const initiate = trpc.bank.initiateConnection.useMutation();
  return {
    pending: initiate.isPending,
    /** `reconnect`: link this existing connection again (its accounts and history stay). */
    async connect(institutionId: string, options: { provider?: BankProviderId; reconnect?: string } = {}) {
      try {
        const started = await initiate.mutateAsync({ institutionId, returnPath, ...options });
        rememberConnectAttempt(started.reference, started.requisitionId, session?.user.id ?? '');
        onLeave();
        notify.loading(connectMessages.connecting);
        window.setTimeout(() => goToBank(started.redirectLink), 200);
      } catch {
        notify.error(returnPath === '/onboarding/connect-bank' ? onboardingConnectMessages.startFailed : connectMessages.startFailed);
      }
    },
  };
}
