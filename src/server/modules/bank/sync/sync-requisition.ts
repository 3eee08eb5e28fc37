import type { Deps } from '../../../deps';
import type { RequisitionsTable } from '../../../db/schema';
import type { Selectable } from 'kysely';
import { londonDate } from '../../../../shared/dates';
import { recordCall, recordLimited, takeCall, type CallPurpose } from '../call-budget';
import { connections } from '../../ledger/service';
import { providerFor } from '../providers/registry';
import { BROKEN_LINK_STATUSES, LINKED } from '../connection-state';
import { ProviderError, ProviderLinkExpiredError, ProviderRateLimitedError, type BankProvider, type PersonPresent } from '../providers/types';
import { fetchAccount, storeAccountInChunks, type AccountSyncResult } from './sync-account';

/**
 * Syncs every account of one linked requisition. An expired or refused link is flagged for
 * reconnecting; reading accounts is attempted only once the link is linked.
 * `present`: the person asked for it at the app (never for the scheduler's refresh).
 */
export async function syncRequisition(
  deps: Deps,
  requisition: Selectable<RequisitionsTable>,
  purpose: CallPurpose,
  present?: PersonPresent,
): Promise<AccountSyncResult[]> {
  const { db } = deps;
  const provider = providerFor(deps, requisition.provider);
  if (!requisition.provider_requisition_id) throw new ProviderError('This connection was never completed.');
  try {
    const link = await readLink(db, provider, requisition.provider_requisition_id, purpose, present);
    if (BROKEN_LINK_STATUSES.includes(link.data.status)) {
      await connections.markRequisition(db, requisition.id, { status: link.data.status, needsReconnect: true, lastError: 'expired' });
      throw new ProviderLinkExpiredError();
    }
    if (link.data.status !== LINKED) throw new ProviderError(`The bank has not finished linking (status ${link.data.status}).`);
    const today = londonDate(deps.clock());
    const results: AccountSyncResult[] = [];
    const excluded = new Set(requisition.excluded_account_ids);
    const ctx = { db, provider, userId: requisition.user_id, requisition, purpose, present, today };
    for (const accountId of link.data.accounts.filter((id) => !excluded.has(id))) {
      // Provider calls first, outside any transaction; then the account's writes, in chunks.
      const fetched = await fetchAccount(ctx, accountId).catch((error: unknown) => {
        // A limit on one account's scope leaves that account as it is; the others still sync.
        if (error instanceof ProviderRateLimitedError && error.scope !== 'general') return error;
        throw error;
      });
      if (fetched instanceof ProviderRateLimitedError) {
        results.push({
          accountId: '',
          inserted: 0,
          updated: 0,
          pendingRemoved: 0,
          rateLimitedSeconds: fetched.retryAfterSeconds,
          notRead: true,
          allLimited: true,
        });
        continue;
      }
      results.push(await storeAccountInChunks(db, ctx, fetched));
    }
    await connections.markRequisition(db, requisition.id, {
      status: LINKED,
      needsReconnect: false,
      lastError: null,
      synced: true,
      accessExpiresAt: link.data.accessExpiresAt,
    });
    return results;
  } catch (error) {
    if (error instanceof ProviderLinkExpiredError) {
      await connections.markRequisition(db, requisition.id, { needsReconnect: true, lastError: 'expired' });
    }
    throw error;
  }
}

/**
 * The connection's accounts, within the call budget ('link' scope, per connection). Where the
 * bank counts that list as an account read (reads.linkReadsCounted), it is one of the day's
 * unattended reads like any other, so the scheduler must not spend it uncounted, and a 429
 * there limits this connection only; reads the person is present for may be free
 * (reads.presentReadsFree). Other providers' link reads are not counted.
 */
async function readLink(db: Deps['db'], provider: BankProvider, linkRef: string, purpose: CallPurpose, present: PersonPresent | undefined) {
  const budget = { provider, accountRef: linkRef, scope: 'link' as const };
  await takeCall(db, budget, purpose, present !== undefined);
  try {
    const link = await provider.getLink(linkRef, present);
    await recordCall(db, budget, link.rateLimit);
    return link;
  } catch (error) {
    if (error instanceof ProviderRateLimitedError && error.scope === 'link') await recordLimited(db, budget, error.retryAfterSeconds);
    throw error;
  }
}
