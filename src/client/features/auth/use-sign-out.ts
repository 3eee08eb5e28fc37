import { useNavigate } from '@tanstack/react-router';
import { queryClient, trpc } from '../../lib/trpc';

/**
 * Logout as the spec has it: clear all local (and session) storage, always say 'Logged out
 * successfully' and go to / (Settings' Sign out goes to /auth), even if the server call fails.
 */
export function useSignOut(to: '/' | '/auth' = '/') {
  const navigate = useNavigate();
  const signOut = trpc.auth.signOut.useMutation();
  return async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      // The cookie may already be gone; the user still leaves signed out.
    }
    localStorage.clear();
    // The once-per-session flags belong to the user who leaves.
    sessionStorage.clear();
    queryClient.clear();
    // Loaded on use: the landing page's header signs out too, and sonner stays out of its chunks.
    void import('../../components/notify').then(({ notify }) => notify.success('Logged out successfully'));
    await navigate({ to });
  };
}
