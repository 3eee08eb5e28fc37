import { randomUUID } from 'node:crypto';
import type { Db } from '../../../../db/db';
import { ProviderError, type BankProvider, type LinkStatus, type ProviderCapabilities, type ProviderResult } from '../types';
import { redirectLinkCapabilities } from '../redirect-capabilities';
import { sandboxAccounts } from './sandbox-accounts';
import { sandboxBalances } from './sandbox-balances';
import { transactionsBetween } from './sandbox-history';
import { sandboxInstitutions } from './sandbox-institutions';
import { deleteSandboxLink, findSandboxLink, insertSandboxLink } from './sandbox-links';

const ACCESS_DAYS = 90;

/** The sandbox_links table keeps the codes of the API it imitates (CR, LN, RJ); the app hears its own words. */
const sandboxStatus: Partial<Record<string, LinkStatus>> = { LN: 'linked', RJ: 'refused', EX: 'expired' };

/** Simulated banks: a consent page served by the app, every answer generated, nothing counted. */
export const sandboxCapabilities: ProviderCapabilities = redirectLinkCapabilities(null);

/**
 * The default provider: simulated UK banks. Links live in the sandbox_links table; the
 * user consents on a page this app serves (sandbox-consent-route.ts), which returns to
 * the redirect URL exactly as a bank does. Each link's accounts and history are
 * generated from the link id, as of the clock's now, so time moves on between syncs.
 */
export function createSandboxProvider(options: { db: Db; appOrigin: string; clock: () => Date }): BankProvider {
  const { db, appOrigin, clock } = options;
  const ok = <T>(data: T): ProviderResult<T> => ({ data, rateLimit: null });

  // Account ids carry their link: `sbx.<linkId>.<index>`.
  const parseAccountId = (accountId: string) => {
    const match = /^sbx\.([0-9a-f-]{36})\.(\d)$/.exec(accountId);
    const seed = match?.[1];
    const account = seed ? sandboxAccounts(seed)[Number(match![2])] : undefined;
    if (!seed || !account) throw new ProviderError(`Unknown sandbox account ${accountId}`);
    return { seed, account };
  };

  return {
    id: 'sandbox',
    capabilities: sandboxCapabilities,
    async listInstitutions() {
      return ok(sandboxInstitutions);
    },
    async startLink(input) {
      const institution = sandboxInstitutions.find((i) => i.id === input.institutionId);
      if (!institution) throw new ProviderError(`Unknown sandbox institution ${input.institutionId}`);
      const id = randomUUID();
      const accessExpiresAt = new Date(clock().getTime() + ACCESS_DAYS * 86_400_000);
      await insertSandboxLink(db, { id, institutionId: institution.id, redirectUrl: input.redirectUrl, reference: input.reference, accessExpiresAt });
      return ok({ requisitionId: id, link: `${appOrigin}/sandbox-bank/consent/${id}`, accessExpiresAt: accessExpiresAt.toISOString() });
    },
    async getLink(requisitionId) {
      const link = await findSandboxLink(db, requisitionId);
      if (!link) throw new ProviderError(`Unknown sandbox link ${requisitionId}`);
      const expired = link.status === 'LN' && link.access_expires_at.getTime() <= clock().getTime();
      const status: LinkStatus = expired ? 'expired' : (sandboxStatus[link.status] ?? 'linking');
      const accounts = status === 'linked' ? sandboxAccounts(link.id).map((_, i) => `sbx.${link.id}.${i}`) : [];
      return ok({
        requisitionId: link.id,
        status,
        institutionId: link.institution_id,
        reference: link.reference,
        accounts,
        accessExpiresAt: link.access_expires_at.toISOString(),
      });
    },
    async getAccountDetails(accountId) {
      const { account } = parseAccountId(accountId);
      const { role: _role, ...details } = account;
      return ok({ ...details, accountId });
    },
    async getBalances(accountId) {
      const { seed, account } = parseAccountId(accountId);
      return ok(sandboxBalances(seed, account.accountId, clock()));
    },
    async getTransactions(accountId, range) {
      const { seed, account } = parseAccountId(accountId);
      return ok(transactionsBetween(seed, account.accountId, clock(), range));
    },
    async removeLink(requisitionId) {
      await deleteSandboxLink(db, requisitionId);
      return ok(null);
    },
  };
}
