import type { SessionInfo } from '../../../shared/schemas/auth';
import { trpc, trpcUtils, type TrpcUtils } from '../../lib/trpc';
import { announceSignedIn } from './session-broadcast';

const SESSION_STALE_MS = 60_000;

/** The signed-in user (or null), cached and shared by the header, guards and pages. */
export const useSession = () => trpc.auth.session.useQuery(undefined, { staleTime: SESSION_STALE_MS });

/**
 * For guards: the cached session while fresh, else asked of the server. (fetch, unlike
 * ensureData, honours invalidation, so a stale "signed out" is never trusted.)
 */
export const loadSession = (utils: TrpcUtils) => utils.auth.session.fetch(undefined, { staleTime: SESSION_STALE_MS });

/** After sign-in or verification the answer already says who is signed in. */
export function rememberSession(session: SessionInfo | null) {
  trpcUtils.auth.session.setData(undefined, session);
  if (session) announceSignedIn();
}
