import { sandboxAccounts, sandboxTransactions } from '../../../../src/server/modules/bank/providers/sandbox/sandbox-history';
import type { ProviderTransaction } from '../../../../src/server/modules/bank/providers/types';
import type { CategoriseInput } from '../../../../src/shared/categories/categorise';
import { decimalToPence } from '../../../../src/shared/money';

// The sandbox's booked history for a few households, in the shape the categoriser reads,
// so the share it sorts can be measured (scripts/categorise-accuracy.ts) and held (a test).

/** 11:00 in London on Saturday 14 June 2025: 15 months of history, as the sandbox tests use. */
const SANDBOX_AS_OF = new Date('2025-06-14T10:00:00Z');
/** Twelve households: with and without a joint account, every employer, town and transport kind. */
export const SANDBOX_SEEDS = Array.from({ length: 12 }, (_, i) => `categories-${i}`);

function toCategoriseInput(t: ProviderTransaction): CategoriseInput {
  const amountPence = decimalToPence(t.amount);
  return {
    amountPence,
    counterparty: amountPence < 0 ? t.creditorName : t.debtorName,
    description: t.remittanceInformation,
    bankTransactionCode: t.bankTransactionCode,
    proprietaryBankTransactionCode: t.proprietaryBankTransactionCode,
  };
}

export function sandboxInputs(seeds: readonly string[] = SANDBOX_SEEDS, asOf: Date = SANDBOX_AS_OF): CategoriseInput[] {
  const inputs: CategoriseInput[] = [];
  for (const seed of seeds) {
    for (const account of sandboxAccounts(seed)) {
      for (const t of sandboxTransactions(seed, account.accountId, asOf).booked) inputs.push(toCategoriseInput(t));
    }
  }
  return inputs;
}
