import { z } from 'zod';
import { ProviderUnavailableError } from '../types';

// Shapes of the Bank Account Data v2 answers the sync reads, checked before any is used:
// a 200 with an HTML page or a cut-off body must never read as "no transactions", or the
// sync would delete every pending row (decision 020). Only the fields that decide what
// an answer means are required; `.loose()` keeps the rest for raw_data, and the mapping
// still decides what a missing optional value means.

const optionalText = z.string().nullish();
const amount = z.object({ amount: z.union([z.string(), z.number()]), currency: optionalText }).loose();

export const institutionSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    logo: optionalText,
    transaction_total_days: z.union([z.string(), z.number()]).nullish(),
    max_access_valid_for_days: z.union([z.string(), z.number()]).nullish(),
  })
  .loose();

export const institutionsSchema = z.array(institutionSchema);

export const agreementSchema = z
  .object({ id: z.string().min(1), institution_id: z.string(), access_valid_for_days: z.union([z.string(), z.number()]).nullish(), accepted: optionalText })
  .loose();

export const requisitionSchema = z
  .object({
    id: z.string().min(1),
    status: z.string().min(1),
    institution_id: z.string(),
    reference: z.string(),
    agreement: optionalText,
    accounts: z.array(z.string()).nullish(),
    link: z.string(),
  })
  .loose();

export const accountDetailsSchema = z.object({ account: z.object({}).loose() }).loose();

export const balancesSchema = z.object({ balances: z.array(z.object({ balanceAmount: amount, balanceType: z.string() }).loose()) }).loose();

const transactionSchema = z.object({ transactionAmount: amount }).loose();

export const transactionsSchema = z
  .object({ transactions: z.object({ booked: z.array(transactionSchema), pending: z.array(transactionSchema).nullish() }).loose() })
  .loose();

/**
 * The answer's body in the documented shape, or a failure naming what could not be read:
 * treated like an outage, so the sync stops before it writes or deletes anything.
 */
export function readAnswer<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderUnavailableError('server_error', `GoCardless sent an unreadable answer to the ${what} request.`);
  return parsed.data;
}
