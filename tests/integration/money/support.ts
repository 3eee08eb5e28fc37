// The money tests' rows now come from the shared factories.
export { onboardedUser, seedAccounts, seedTransactions, type SeedTransaction } from '../../support/factories';
