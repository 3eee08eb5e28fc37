import type { Deps } from '../../deps';
import type { HeldBankReturn } from '../../http/bank-return-cookie';
import { oauthProviders, type OAuthEntry } from './providers/registry';
import { connections as q } from '../ledger/service';
import { spendOnce } from '../../security/single-use';

/** How long a signed OAuth state is good for: its first use is remembered that long (decision 041). */
const STATE_LIFETIME_SECONDS = 30 * 60;

// The return from a provider whose bank sends the person back to one fixed address of the
// app with an OAuth code and state (capabilities.callbackPath): which connection it is, and
// the code exchanged for that connection's tokens.

/** The full redirect URI of a provider's callback path: registered with the provider as it is. */
export const callbackUrl = (deps: Pick<Deps, 'config'>, callbackPath: string) => `${deps.config.appOrigin}${callbackPath}`;

/**
 * The connection a returning `state` names, with its provider. With `userId` (the signed-in
 * person) it must be theirs; without, the state's own signature names its starter, which is
 * enough to send the browser back to where the link began, never to exchange its code.
 * Undefined for another person's, a forged or an expired state. `entries`: the providers that
 * answer at the path the browser came back to (every OAuth provider when not given).
 */
export async function oauthReturnOf(deps: Pick<Deps, 'bank' | 'db'>, state: string, userId?: string, entries: OAuthEntry[] = oauthProviders(deps)) {
  for (const entry of entries) {
    const named = userId === undefined ? entry.oauth.starterOfState(state) : { userId, linkId: entry.oauth.linkOfState(state, userId) };
    if (!named?.linkId) continue;
    const requisition = await q.findRequisitionByLink(deps.db, named.userId, entry.provider.id, named.linkId);
    if (requisition) return requisition;
  }
  return undefined;
}

/**
 * Exchanges the bank's code for the signed-in person who started the link `requisitionId`
 * (the state must name both). A failed exchange is logged only: the completion that follows
 * reports it with the usual message. Returns whether the tokens are now stored.
 */
export async function exchangeOAuthCode(deps: Deps, userId: string, requisitionId: string, held: HeldBankReturn): Promise<boolean> {
  for (const entry of oauthProviders(deps)) {
    const requisition = await oauthReturnOf(deps, held.state, userId, [entry]);
    if (requisition?.id !== requisitionId) continue;
    // A state works once (decision 041): a second callback with it must not replace the tokens.
    if (!(await spendOnce(deps.db, held.state, STATE_LIFETIME_SECONDS))) {
      deps.logger.warn({ requisitionId, provider: entry.provider.id }, 'OAuth state already used: code not exchanged');
      return false;
    }
    try {
      await entry.oauth.completeLink({ code: held.code, state: held.state, userId, redirectUrl: callbackUrl(deps, entry.callbackPath) });
      return true;
    } catch (err) {
      deps.logger.warn({ err, requisitionId, provider: entry.provider.id }, 'OAuth code exchange failed');
      return false;
    }
  }
  return false;
}
