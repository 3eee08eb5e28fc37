import type { Logger } from '../../../../logger';
import { redirectLinkCapabilities } from '../redirect-capabilities';
import { offeredInstitutions, ProviderLinkExpiredError, type BankProvider, type DateRange, type ProviderCapabilities, type StartLinkInput } from '../types';
import type { GcAgreement, GcInstitution, GcRequisition } from './gocardless-api-types';
import { GoCardlessClient } from './gocardless-client';
import { GoCardlessApiError } from './gocardless-errors';
import {
  accountDetailsSchema,
  agreementSchema,
  balancesSchema,
  institutionSchema,
  institutionsSchema,
  readAnswer,
  requisitionSchema,
  transactionsSchema,
} from './gocardless-schemas';
import { dayCount, toAccountDetails, toBalances, toInstitution, toLinkInfo, toTransactionsPage } from './gocardless-mapping';

export type GoCardlessProviderOptions = {
  baseUrl?: string;
  secretId: string;
  secretKey: string;
  timeoutMs?: number;
  logger: Logger;
};

/**
 * Redirect to the bank and back to the page the person started from; 4 calls per account,
 * scope and day whoever asks (the requisition read is not an account endpoint, so not counted).
 */
export const goCardlessCapabilities: ProviderCapabilities = redirectLinkCapabilities(4);

const accessScope = ['balances', 'details', 'transactions'];

const id = (value: string) => encodeURIComponent(value);

export function createGoCardlessProvider(options: GoCardlessProviderOptions): BankProvider {
  const client = new GoCardlessClient(options);

  /** The agreement behind a requisition, or null when it is gone or no longer readable. */
  async function readAgreement(agreementId: string | null | undefined): Promise<GcAgreement | null> {
    if (!agreementId) return null;
    try {
      const res = await client.request<unknown>('GET', `/agreements/enduser/${id(agreementId)}/`);
      return readAnswer(agreementSchema, res.data, 'agreement') as GcAgreement;
    } catch (error) {
      // getLink must still report the requisition's status when its agreement is over.
      if (error instanceof ProviderLinkExpiredError) return null;
      if (error instanceof GoCardlessApiError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    id: 'gocardless',
    capabilities: goCardlessCapabilities,

    async listInstitutions(country) {
      const res = await client.request<unknown>('GET', '/institutions/', { query: { country } });
      // The service lists every provider's banks through offeredInstitutions; this provider's
      // own list is pinned to the offered banks too (gocardless-provider.test.ts), by the same function.
      const institutions = offeredInstitutions((readAnswer(institutionsSchema, res.data, 'institutions') as GcInstitution[]).map(toInstitution));
      return { data: institutions, rateLimit: res.rateLimit };
    },

    async startLink(input: StartLinkInput) {
      // Ask for as much history and as long an access as this bank allows: the limits
      // differ per bank, and an agreement asking for more is refused.
      const institutionRes = await client.request<unknown>('GET', `/institutions/${id(input.institutionId)}/`);
      const institution = readAnswer(institutionSchema, institutionRes.data, 'institution') as GcInstitution;
      const historyDays = dayCount(institution.transaction_total_days);
      const accessDays = dayCount(institution.max_access_valid_for_days);
      const agreement = await client.request<unknown>('POST', '/agreements/enduser/', {
        body: {
          institution_id: input.institutionId,
          max_historical_days: historyDays,
          access_valid_for_days: accessDays,
          access_scope: accessScope,
        },
      });
      const agreementId = readAnswer(agreementSchema, agreement.data, 'agreement').id;
      const requisition = await client.request<unknown>('POST', '/requisitions/', {
        body: {
          redirect: input.redirectUrl,
          institution_id: input.institutionId,
          reference: input.reference,
          agreement: agreementId,
          user_language: 'EN',
        },
      });
      const created = readAnswer(requisitionSchema, requisition.data, 'requisition');
      return {
        data: {
          requisitionId: created.id,
          link: created.link,
          // Counted from now: the agreement's own clock starts when the user accepts.
          accessExpiresAt: new Date(Date.now() + accessDays * 86_400_000).toISOString(),
        },
        rateLimit: requisition.rateLimit,
      };
    },

    async getLink(requisitionId) {
      const res = await client.request<unknown>('GET', `/requisitions/${id(requisitionId)}/`);
      const requisition = readAnswer(requisitionSchema, res.data, 'requisition') as GcRequisition;
      const agreement = await readAgreement(requisition.agreement);
      return { data: toLinkInfo(requisition, agreement), rateLimit: res.rateLimit };
    },

    async getAccountDetails(accountId) {
      const res = await client.request<unknown>('GET', `/accounts/${id(accountId)}/details/`);
      return { data: toAccountDetails(accountId, readAnswer(accountDetailsSchema, res.data, 'account details')), rateLimit: res.rateLimit };
    },

    async getBalances(accountId) {
      const res = await client.request<unknown>('GET', `/accounts/${id(accountId)}/balances/`);
      return { data: toBalances(readAnswer(balancesSchema, res.data, 'balances')), rateLimit: res.rateLimit };
    },

    async getTransactions(accountId, range: DateRange) {
      const res = await client.request<unknown>('GET', `/accounts/${id(accountId)}/transactions/`, {
        query: { date_from: range.from, date_to: range.to },
      });
      return { data: toTransactionsPage(readAnswer(transactionsSchema, res.data, 'transactions')), rateLimit: res.rateLimit };
    },

    async removeLink(requisitionId) {
      try {
        const res = await client.request<unknown>('DELETE', `/requisitions/${id(requisitionId)}/`);
        return { data: null, rateLimit: res.rateLimit };
      } catch (error) {
        // Already deleted (by us earlier, or by the user at GoCardless): the goal is met.
        if (error instanceof GoCardlessApiError && error.status === 404) return { data: null, rateLimit: error.rateLimit };
        throw error;
      }
    },
  };
}
