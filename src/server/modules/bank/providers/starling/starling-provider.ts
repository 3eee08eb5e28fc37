import type { Logger } from '../../../../logger';
import type { LinkSecretStore } from '../link-secrets';
import { ProviderError, ProviderLinkExpiredError, type BankProvider, type DateRange, type ProviderCapabilities } from '../types';
import { starlingGet, type StarlingHttp } from './starling-client';
import { parseStarlingRef, starlingRef } from './starling-ids';
import { mainBalances, mainDetails, mandatePayment, spaceBalances, spaceDetails, standingOrderPayment, toTransactionsPage } from './starling-mapping';
import {
  accountsSchema,
  balanceSchema,
  feedSchema,
  identifiersSchema,
  mandatesSchema,
  payeesSchema,
  savingsGoalsSchema,
  standingOrdersSchema,
} from './starling-schemas';

// Starling Bank's own API, read with a personal access token the person creates in Starling's
// developer portal and pastes in Settings > Bank Connections. The token is checked at once,
// kept sealed (bank_link_secrets) and never shown again. Spaces (savings goals) are savings
// accounts of their own; direct debit mandates and standing orders are bills.

export type StarlingSecret = { token: string };

export type StarlingProviderOptions = {
  apiUrl: string;
  logger: Logger;
  store: LinkSecretStore<StarlingSecret>;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const starlingInstitution = {
  id: 'starling',
  name: 'Starling Bank',
  logo: null,
  // The feed is read as far back as the account goes; two years is what the first sync asks.
  transactionTotalDays: 730,
  // A personal access token does not lapse on a schedule.
  maxAccessValidForDays: 0,
};

/**
 * A pasted token; the feed with pending rows under their own ids; standing orders and direct
 * debits listed. Starling publishes no daily read limit for a person's own token: reads are
 * not counted, a 429 is honoured with its Retry-After.
 */
const starlingCapabilities: ProviderCapabilities = {
  linking: 'token',
  callbackPath: null,
  recurringPayments: true,
  pendingTransactions: true,
  pendingRenamedWhenBooked: false,
  cardAccounts: false,
  consentRenewal: false,
  reconnectKeepsLink: true,
  reads: { daily: null, presentReadsFree: false, linkReadsCounted: false },
};

const seg = encodeURIComponent;

export function createStarlingProvider(options: StarlingProviderOptions): BankProvider {
  const http: StarlingHttp = { apiUrl: options.apiUrl.replace(/\/+$/, ''), logger: options.logger, timeoutMs: options.timeoutMs, fetch: options.fetch };
  const ok = <T>(data: T) => ({ data, rateLimit: null });

  async function tokenOf(linkId: string): Promise<string> {
    const secret = await options.store.load(linkId);
    if (!secret) throw new ProviderLinkExpiredError();
    return secret.token;
  }
  const accountsOf = (token: string) => starlingGet(http, token, '/accounts', accountsSchema).then((a) => a.accounts);
  const goalsOf = (token: string, accountUid: string) =>
    starlingGet(http, token, `/account/${seg(accountUid)}/savings-goals`, savingsGoalsSchema).then((g) => g.savingsGoalList);

  return {
    id: 'starling',
    capabilities: starlingCapabilities,

    listInstitutions: () => Promise.resolve(ok([starlingInstitution])),

    startLink() {
      return Promise.reject(new ProviderError('Starling is linked with a personal access token.'));
    },

    async linkWithToken({ linkId, token }) {
      const trimmed = token.trim();
      // Checked at once: a token that cannot list the accounts is refused before it is kept.
      const accounts = await accountsOf(trimmed);
      if (accounts.length === 0) throw new ProviderError('This Starling token reaches no account.');
      await options.store.save(linkId, { token: trimmed });
      return ok({ accessExpiresAt: null });
    },

    async getLink(linkId) {
      const base = { requisitionId: linkId, reference: linkId, institutionId: starlingInstitution.id, accessExpiresAt: null };
      const secret = await options.store.load(linkId);
      if (!secret) return ok({ ...base, status: 'linking' as const, accounts: [] });
      try {
        const refs: string[] = [];
        for (const account of await accountsOf(secret.token)) {
          refs.push(starlingRef({ kind: 'main', linkId, accountUid: account.accountUid, categoryUid: account.defaultCategory }));
          for (const goal of await goalsOf(secret.token, account.accountUid)) {
            if (goal.state && !['ACTIVE', 'CREATING', 'PENDING'].includes(goal.state)) continue;
            refs.push(starlingRef({ kind: 'space', linkId, accountUid: account.accountUid, categoryUid: goal.savingsGoalUid }));
          }
        }
        return ok({ ...base, status: 'linked' as const, accounts: refs });
      } catch (error) {
        // The person revoked the token (or it lost its scopes): they must paste a new one.
        if (error instanceof ProviderLinkExpiredError) return ok({ ...base, status: 'refused' as const, accounts: [] });
        throw error;
      }
    },

    async getAccountDetails(accountId) {
      const ref = parseStarlingRef(accountId);
      const token = await tokenOf(ref.linkId);
      if (ref.kind === 'space') {
        const goal = (await goalsOf(token, ref.accountUid)).find((g) => g.savingsGoalUid === ref.categoryUid);
        if (!goal) throw new ProviderError('That Starling space is no longer there.');
        return ok(spaceDetails(accountId, goal));
      }
      const account = (await accountsOf(token)).find((a) => a.accountUid === ref.accountUid);
      if (!account) throw new ProviderError('That Starling account is no longer there.');
      const ids = await starlingGet(http, token, `/accounts/${seg(ref.accountUid)}/identifiers`, identifiersSchema);
      return ok(
        mainDetails(accountId, account, { sortCode: ids.bankIdentifier ?? null, accountNumber: ids.accountIdentifier ?? null, iban: ids.iban ?? null }),
      );
    },

    async getBalances(accountId) {
      const ref = parseStarlingRef(accountId);
      const token = await tokenOf(ref.linkId);
      if (ref.kind === 'space') {
        const goal = (await goalsOf(token, ref.accountUid)).find((g) => g.savingsGoalUid === ref.categoryUid);
        if (!goal) throw new ProviderError('That Starling space is no longer there.');
        return ok(spaceBalances(goal));
      }
      return ok(mainBalances(await starlingGet(http, token, `/accounts/${seg(ref.accountUid)}/balance`, balanceSchema)));
    },

    async getTransactions(accountId, range: DateRange) {
      const ref = parseStarlingRef(accountId);
      const token = await tokenOf(ref.linkId);
      const feed = await starlingGet(http, token, `/feed/account/${seg(ref.accountUid)}/category/${seg(ref.categoryUid)}/transactions-between`, feedSchema, {
        minTransactionTimestamp: `${range.from}T00:00:00.000Z`,
        // The whole last day, London time included (a day ahead of UTC at most by an hour).
        maxTransactionTimestamp: `${range.to}T23:59:59.999Z`,
      });
      return ok(toTransactionsPage(feed.feedItems));
    },

    async getStandingOrders(accountId) {
      const ref = parseStarlingRef(accountId);
      if (ref.kind === 'space') return ok([]);
      const token = await tokenOf(ref.linkId);
      const path = `/payments/local/account/${seg(ref.accountUid)}/category/${seg(ref.categoryUid)}/standing-orders`;
      const { standingOrders } = await starlingGet(http, token, path, standingOrdersSchema);
      if (standingOrders.length === 0) return ok([]);
      const { payees } = await starlingGet(http, token, '/payees', payeesSchema);
      const names = new Map(payees.map((p) => [p.payeeUid, p.payeeName ?? null]));
      return ok(standingOrders.map((o) => standingOrderPayment(o, (o.payeeUid && names.get(o.payeeUid)) || null)));
    },

    async getDirectDebits(accountId) {
      const ref = parseStarlingRef(accountId);
      if (ref.kind === 'space') return ok([]);
      const token = await tokenOf(ref.linkId);
      const { mandates } = await starlingGet(http, token, '/direct-debit/mandates', mandatesSchema);
      return ok(mandates.filter((m) => !m.accountUid || m.accountUid === ref.accountUid).map(mandatePayment));
    },

    async removeLink(linkId) {
      // A personal access token is revoked in Starling's portal; the app forgets its copy.
      await options.store.remove(linkId);
      return ok(null);
    },

    sameAccount(accountId) {
      const ref = parseStarlingRef(accountId);
      return { accountIdLike: `st:${ref.kind}:%:${ref.accountUid}:${ref.categoryUid}`, bySortCode: false };
    },
  };
}
