import { z } from 'zod';

// Monzo's developer API (https://docs.monzo.com), the answers this app reads. Amounts are
// integer minor units, negative for money out; anything else in an answer is ignored.

const optionalText = z.string().nullish();

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  expires_in: z.number().positive(),
  user_id: optionalText,
});

export const accountsSchema = z.object({
  accounts: z.array(
    z
      .object({
        id: z.string(),
        description: optionalText,
        type: optionalText,
        currency: z.string(),
        closed: z.boolean().nullish(),
        sort_code: optionalText,
        account_number: optionalText,
        owners: z.array(z.object({ preferred_name: optionalText }).loose()).nullish(),
      })
      .loose(),
  ),
});

export const balanceSchema = z.object({ balance: z.number().int(), total_balance: z.number().int().nullish(), currency: z.string() }).loose();

export const potsSchema = z.object({
  pots: z.array(z.object({ id: z.string(), name: z.string(), balance: z.number().int(), currency: z.string(), deleted: z.boolean().nullish() }).loose()),
});

const transactionSchema = z
  .object({
    id: z.string(),
    created: z.string(),
    settled: optionalText,
    description: optionalText,
    amount: z.number().int(),
    currency: z.string(),
    decline_reason: optionalText,
    scheme: optionalText,
    category: optionalText,
    notes: optionalText,
    merchant: z.union([z.string(), z.object({ name: optionalText }).loose()]).nullish(),
    counterparty: z.object({ name: optionalText }).loose().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  })
  .loose();

export const transactionsSchema = z.object({ transactions: z.array(transactionSchema) });

export type MzAccount = z.infer<typeof accountsSchema>['accounts'][number];
export type MzPot = z.infer<typeof potsSchema>['pots'][number];
export type MzTransaction = z.infer<typeof transactionSchema>;
