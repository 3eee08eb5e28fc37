// The simulated UK bank: pure functions of a link's seed (its requisition id) and the
// time asked about. The provider that stores links and serves them (sandbox-provider.ts)
// and its consent page (sandbox-consent-route.ts) wrap these.

export { sandboxInstitutions } from './sandbox-institutions';
export {
  sandboxAccounts,
  sandboxHistoryStart,
  sandboxTransactions,
  transactionsBetween,
  type SandboxAccount,
  type SandboxAccountRole,
} from './sandbox-history';
export { sandboxBalances, sandboxBalanceSheet, type SandboxBalanceSheet } from './sandbox-balances';
export { ibanIsValid } from './sandbox-iban';
// The household behind a link: the known answers (bills, pay, transfers) its history holds.
export { sandboxProfile, type SandboxProfile } from './sandbox-profile';
