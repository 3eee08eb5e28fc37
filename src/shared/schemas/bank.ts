import { z } from 'zod';
import { bankProviderId, bankReturnPath } from './bank-connect';

export const initiateConnectionInput = z.object({
  institutionId: z.string().min(1).max(200),
  /** Where the bank sends the user back: the page the connection was started from. */
  returnPath: bankReturnPath.default('/money'),
  /** Which provider's bank, when several are enabled (BANK_PROVIDERS). */
  provider: bankProviderId.optional(),
  /** Link this existing connection again (its consent lapsed): its accounts and history stay. */
  reconnect: z.uuid().optional(),
});

export const completeConnectionInput = z.object({
  requisitionId: z.uuid(),
  /** From the return address; checked against the signed-in user, never trusted alone. */
  userId: z.uuid(),
});

export const refreshInput = z.object({
  /**
   * manual: the Update Now button; forced: skips the 60 s cooldown; silent: once per browser
   * session. What a mode may skip is the server's decision (decision 020): a silent request
   * after the session's first, or a forced one past the day's allowance, is a manual one.
   */
  mode: z.enum(['manual', 'forced', 'silent']).default('manual'),
});

/** bank.transactions: the user's transactions dated from..to (yyyy-MM-dd, inclusive). */
export const transactionsRangeInput = z
  .object({ from: z.iso.date(), to: z.iso.date(), limit: z.number().int().min(1).max(500).default(100) })
  .refine((r) => r.from <= r.to, { message: "'from' must not be after 'to'", path: ['from'] });

export const requisitionIdInput = z.object({ requisitionId: z.uuid() });

export const accountIdInput = z.object({ accountId: z.uuid() });

export const classificationInput = z.object({
  accountId: z.uuid(),
  classification: z.enum(['CurrentAccount', 'SavingsAccount']),
});

export const billIdInput = z.object({ billId: z.uuid() });

export const checkBillPaymentsInput = z.object({
  /** Accepted for older clients and ignored: the check uses the person's pay cycle (decision 024). */
  payDay: z.number().int().min(1).max(28).default(1),
});
// The automatic check after the silent refresh and the user's own are the same call: what
// differs (skipped within 24 hours of the last check, no toast when nothing is found) is the
// browser's, in use-bill-payment-check.ts.
