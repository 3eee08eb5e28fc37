import type { BankProvider, ProviderTransaction } from '../../src/server/modules/bank/providers/types';
import { sandboxCapabilities } from '../../src/server/modules/bank/providers/sandbox/sandbox-provider';

const unused = async (): Promise<never> => {
  throw new Error('unused');
};

/**
 * A bank provider in this process that answers one current account ('Bench Current',
 * £1,234.56) with these booked transactions at once: the sync benches measure the app's
 * own work, not a provider's network.
 */
export function benchProvider(transactions: ProviderTransaction[], today: string): BankProvider {
  return {
    id: 'sandbox',
    capabilities: sandboxCapabilities,
    listInstitutions: async () => ({ data: [], rateLimit: null }),
    startLink: unused,
    getLink: unused,
    getAccountDetails: async (accountId) => ({
      data: {
        accountId,
        currency: 'GBP',
        name: 'Bench Current',
        product: 'Current Account',
        ownerName: null,
        iban: null,
        sortCode: '401234',
        accountNumber: '12345678',
        cashAccountType: 'CACC',
        raw: {},
      },
      rateLimit: null,
    }),
    getBalances: async () => ({ data: [{ amount: '1234.56', currency: 'GBP', type: 'interimAvailable', referenceDate: today }], rateLimit: null }),
    getTransactions: async () => ({ data: { booked: transactions, pending: [] }, rateLimit: null }),
    removeLink: async () => ({ data: null, rateLimit: null }),
  };
}
