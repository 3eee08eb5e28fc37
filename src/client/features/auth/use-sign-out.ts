import { useNavigate } from '@tanstack/react-router';
import { queryClient, trpc, trpcUtils } from '../../lib/trpc';

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;

/**
 * Logout as the spec has it: clear all local (and session) storage, say 'Logged out
 * successfully' and go to / (Settings' Sign out goes to /auth, on its sign-in form: someone who
 * just signed out has an account, not "Create your account", issue 22 item 10). A failed call is tried again,
 * and 'Logged out' is only said once the server holds no session for this browser: the
 * cookie is HttpOnly, so only the server can clear it (docs/decisions/022-session-flows.md).
 */
export function useSignOut(to: '/' | '/auth' = '/') {
  const navigate = useNavigate();
  const signOut = trpc.auth.signOut.useMutation();
  return async () => {
    // Loaded on use: the landing page's header signs out too, and sonner stays out of its chunks.
    const notifier = import('../../components/notify');
    if (!(await endSession(() => signOut.mutateAsync()))) {
      void notifier.then(({ notify }) => notify.error("We couldn't sign you out. Please check your connection and try again."));
      return;
    }
    localStorage.clear();
    // The once-per-session flags belong to the user who leaves.
    sessionStorage.clear();
    queryClient.clear();
    void notifier.then(({ notify }) => notify.success('Logged out successfully'));
    await navigate(to === '/auth' ? { to, state: { isLogin: true } } : { to });
  };
}

/** True once the server has no session for this browser: it said so, or after a lost answer, asking shows it. */
async function endSession(signOut: () => Promise<unknown>): Promise<boolean> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await signOut();
      return true;
    } catch {
      // The server clears the cookie on a failed answer too, and an answer can be lost after the work is done.
      const session = await trpcUtils.auth.session.fetch(undefined, { staleTime: 0, retry: false }).catch(() => undefined);
      if (session === null) return true;
    }
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
  }
  return false;
}
