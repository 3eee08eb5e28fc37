import { z } from 'zod';

// Shapes of TrueLayer's auth server and Data API v1 answers, from the public docs.
// Only the fields we read are required; `.loose()` keeps the rest for raw_data.

const text = z.string();
const optionalText = z.string().nullish();
const money = z.number().finite();

export const tokenResponseSchema = z
  .object({
    access_token: text.min(1),
    expires_in: z.number().positive(),
    refresh_token: text.min(1).nullish(),
    token_type: optionalText,
    scope: optionalText,
  })
  .loose();

const providerInfo = z.object({ display_name: optionalText, provider_id: optionalText, logo_uri: optionalText }).loose();

export const accountSchema = z
  .object({
    account_id: text.min(1),
    account_type: optionalText,
    display_name: optionalText,
    currency: text.min(3),
    account_number: z.object({ iban: optionalText, number: optionalText, sort_code: optionalText, swift_bic: optionalText }).loose().nullish(),
    provider: providerInfo.nullish(),
    update_timestamp: optionalText,
  })
  .loose();

export const cardSchema = z
  .object({
    account_id: text.min(1),
    card_network: optionalText,
    card_type: optionalText,
    currency: text.min(3),
    display_name: optionalText,
    partial_card_number: optionalText,
    name_on_card: optionalText,
    provider: providerInfo.nullish(),
  })
  .loose();

export const balanceSchema = z
  .object({
    currency: text.min(3),
    current: money,
    available: money.nullish(),
    overdraft: money.nullish(),
    credit_limit: money.nullish(),
    last_statement_balance: money.nullish(),
    last_statement_date: optionalText,
    payment_due: money.nullish(),
    payment_due_date: optionalText,
    update_timestamp: optionalText,
  })
  .loose();

export const transactionSchema = z
  .object({
    transaction_id: text.min(1),
    timestamp: text.min(10),
    description: optionalText,
    amount: money,
    currency: text.min(3),
    transaction_type: optionalText,
    transaction_category: optionalText,
    transaction_classification: z.array(z.string()).nullish(),
    merchant_name: optionalText,
    running_balance: z.object({ amount: money, currency: text }).loose().nullish(),
    meta: z
      .object({ provider_transaction_category: optionalText, provider_transaction_id: optionalText, counter_party_preferred_name: optionalText })
      .loose()
      .nullish(),
  })
  .loose();

export const standingOrderSchema = z
  .object({
    frequency: optionalText,
    status: optionalText,
    timestamp: optionalText,
    currency: text.min(3),
    next_payment_date: optionalText,
    next_payment_amount: money.nullish(),
    first_payment_date: optionalText,
    first_payment_amount: money.nullish(),
    final_payment_date: optionalText,
    final_payment_amount: money.nullish(),
    reference: optionalText,
    payee: optionalText,
    meta: z.object({ provider_account_id: optionalText }).loose().nullish(),
  })
  .loose();

export const directDebitSchema = z
  .object({
    direct_debit_id: text.min(1),
    timestamp: optionalText,
    name: text,
    status: optionalText,
    previous_payment_timestamp: optionalText,
    previous_payment_amount: money.nullish(),
    currency: text.min(3),
    meta: z.object({ provider_mandate_identification: optionalText, provider_account_id: optionalText }).loose().nullish(),
  })
  .loose();

export const meSchema = z
  .object({
    client_id: optionalText,
    credentials_id: optionalText,
    consent_status: optionalText,
    consent_created_at: optionalText,
    consent_expires_at: optionalText,
    provider: providerInfo.nullish(),
    scopes: z.array(z.string()).nullish(),
  })
  .loose();

export const extendResponseSchema = z
  .object({
    action_needed: z.enum(['no_action_needed', 'authentication_needed', 'reconfirmation_of_consent_needed']),
    access_token: optionalText,
    refresh_token: optionalText,
    expires_in: z.number().positive().nullish(),
    user_input_link: optionalText,
  })
  .loose();

export const reauthResponseSchema = z.object({ result: text.min(1), success: z.boolean().nullish() }).loose();

/** Every Data API v1 read answers `{ results: [...], status: 'Succeeded' }`. */
export const resultsOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), status: optionalText }).loose();

export type TlAccount = z.infer<typeof accountSchema>;
export type TlCard = z.infer<typeof cardSchema>;
export type TlBalance = z.infer<typeof balanceSchema>;
export type TlTransaction = z.infer<typeof transactionSchema>;
export type TlStandingOrder = z.infer<typeof standingOrderSchema>;
export type TlDirectDebit = z.infer<typeof directDebitSchema>;
export type TlMe = z.infer<typeof meSchema>;
