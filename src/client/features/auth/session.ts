import { trpc, trpcUtils } from '../../lib/trpc';

/** The signed-in user (or null), cached and shared by the header, guards and pages. */
export const useSession = () => trpc.auth.session.useQuery(undefined, { staleTime: 60_000 });

/** For guards: the cached session, fetched if not known yet. */
export const loadSession = () => trpcUtils.auth.session.ensureData(undefined, { staleTime: 60_000 });

/** After sign-in, sign-out or a reset, everything cached belongs to someone else. */
export async function resetSessionCache() {
  await trpcUtils.auth.session.invalidate();
}
