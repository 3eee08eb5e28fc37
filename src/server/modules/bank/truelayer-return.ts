import type { Deps } from '../../deps';
import type { HeldBankReturn } from '../../http/bank-return-cookie';
import { enabledProviders, isTrueLayer } from './providers/registry';
import * as q from './queries';
import { spendOnce } from '../../security/single-use';
import { stateLifetimeMs } from './providers/truelayer/truelayer-state';

export const trueLayerCallbackPath = '/api/bank/truelayer/callback';

const trueLayerOf = (deps: Pick<Deps, 'bank'>) => enabledProviders(deps).find(isTrueLayer);

/**
 * The connection a returning `state` names. With `userId` (the signed-in person) it must be
 * theirs; without, the state's own signature names its starter, which is enough to send the
 * browser back to where the link began, never to exchange its code. Undefined for another
 * person's, a forged or an expired state.
 */
export async function trueLayerReturnOf(deps: Pick<Deps, 'bank' | 'db'>, state: string, userId?: string) {
  const provider = trueLayerOf(deps);
  if (!provider) return undefined;
  const named = userId === undefined ? provider.starterOfState(state) : { userId, linkId: provider.linkOfState(state, userId) };
  if (!named?.linkId) return undefined;
  return q.findRequisitionByLink(deps.db, named.userId, 'truelayer', named.linkId);
}

/**
 * Exchanges TrueLayer's code for the signed-in person who started the link `requisitionId`
 * (the state must name both). A failed exchange is logged only: the completion that follows
 * reports it with the usual message. Returns whether the tokens are now stored.
 */
export async function exchangeTrueLayerCode(deps: Deps, userId: string, requisitionId: string, held: HeldBankReturn): Promise<boolean> {
  const provider = trueLayerOf(deps);
  const requisition = await trueLayerReturnOf(deps, held.state, userId);
  if (!provider || requisition?.id !== requisitionId) return false;
  // A state works once (decision 041): a second callback with it must not replace the tokens.
  if (!(await spendOnce(deps.db, held.state, stateLifetimeMs / 1000))) {
    deps.logger.warn({ requisitionId }, 'TrueLayer state already used: code not exchanged');
    return false;
  }
  try {
    await provider.completeLink({ code: held.code, state: held.state, userId, redirectUrl: `${deps.config.appOrigin}${trueLayerCallbackPath}` });
    return true;
  } catch (err) {
    deps.logger.warn({ err, requisitionId }, 'TrueLayer code exchange failed');
    return false;
  }
}
