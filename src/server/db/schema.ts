import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

// Table types, kept in step with migrations/ by hand (tests run every query against
// the migrated schema, so a drift fails them).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

interface UsersTable {
  id: Generated<string>;
  email: string;
  email_verified_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  /** The sign-in before last_sign_in_at (what Settings shows as the last login). */
  previous_sign_in_at: Timestamp | null;
  created_at: CreatedAt;
}

interface UserCredentialsTable {
  user_id: string;
  password_hash: string;
  updated_at: Timestamp;
  /** The last time the right password was entered (decision 041). */
  password_entered_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  user_agent: string | null;
  /** When this session's one silent bank refresh was honoured (decision 020). */
  bank_silent_refresh_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Last request made with it, at most once a minute (decision 029). */
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the person last proved who they are in this session (decision 041). */
  authenticated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type TokenPurpose = 'verify_email' | 'reset_password';

interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: TokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
  /** sha-256 of the cookie value of the browser that asked for a verification link (that browser alone is signed in). */
  browser_hash: string | null;
}

interface ProfilesTable {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  pay_day: number | null;
  /** 'as-is' | 'previous-working-day' | 'next-working-day'; null reads as 'previous-working-day' (decision 017). */
  pay_day_adjustment: Generated<string | null>;
  /** 'england-and-wales' | 'scotland' | 'northern-ireland'; null reads as 'england-and-wales'. */
  bank_holiday_region: Generated<string | null>;
  /** The payer recognised as the salary ('ACME LTD'), null while none is. */
  salary_payer: Generated<string | null>;
  /** The day of the month the salary usually lands (31: the last working day). */
  salary_day: Generated<number | null>;
  /** 'confirmed' | 'rejected' once the person answered the salary question; null: not asked yet. */
  salary_answer: Generated<string | null>;
  /** 'monthly' | 'four-weekly' | 'fortnightly' | 'weekly'; null reads as monthly (issue 26, decision 049). */
  pay_frequency: Generated<string | null>;
  /** yyyy-MM-dd: a day the person was paid, which the weekly kinds count whole periods from. */
  pay_anchor: Generated<string | null>;
  /** Monthly pay on a weekday of the month: 1 Monday to 5 Friday, with pay_week 1-4 or -1 the last. */
  pay_weekday: Generated<number | null>;
  pay_week: Generated<number | null>;
  /** The recognised salary's schedule when not monthly: 'four-weekly' | 'fortnightly' | 'weekly', and a day it was due. */
  salary_frequency: Generated<string | null>;
  salary_anchor: Generated<string | null>;
  onboarding_completed: Generated<boolean>;
  avatar_url: string | null;
  selected_plan: 'monthly' | 'yearly' | 'trial' | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}

interface WorksheetLeadsTable {
  id: Generated<string>;
  name: string;
  email: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface RequisitionsTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  provider_requisition_id: string | null;
  reference: string;
  institution_id: string;
  institution_name: string;
  institution_logo: string | null;
  status: Generated<string>;
  access_expires_at: Timestamp | null;
  needs_reconnect: Generated<boolean>;
  last_error: string | null;
  last_synced_at: Timestamp | null;
  next_refresh_at: Timestamp | null;
  /**
   * Set once by the scheduled refresh when access ends within a week. The notifications
   * scheduler reads it for the reconnect reminder (decision 030).
   */
  expiry_warned_at: Timestamp | null;
  /** Provider account ids the user disconnected; syncs skip them. */
  excluded_account_ids: ColumnType<string[], string[] | undefined, string[]>;
  /** The page the link was started from; the person returns there (migration 2026-11-25T0300). */
  return_path: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type AccountClassification = 'CurrentAccount' | 'SavingsAccount';

interface BankAccountsTable {
  id: Generated<string>;
  user_id: string;
  requisition_id: string;
  account_id: string;
  account_name: string;
  institution_name: string;
  account_classification: Generated<AccountClassification>;
  classification_set_by_user: Generated<boolean>;
  /** Pence. */
  balance: number | null;
  currency: Generated<string>;
  sort_code: string | null;
  raw_data: Generated<unknown>;
  last_synced_at: Timestamp | null;
  created_at: CreatedAt;
}

interface TransactionsTable {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  external_key: string;
  status: 'booked' | 'pending';
  provider_transaction_id: string | null;
  internal_transaction_id: string | null;
  /** yyyy-MM-dd */
  date: string;
  value_date: string | null;
  /** Signed pence: negative is money out. */
  amount: number;
  currency: Generated<string>;
  type: 'debit' | 'credit';
  description: string | null;
  counterparty: string | null;
  /** lower(description || chr(31) || counterparty), kept by the database for search. */
  search_text: GeneratedAlways<string>;
  category: string | null;
  /** Issue 14: the row's category id (docs/decisions/019-categories.md) and who chose it. */
  category_id: Generated<string>;
  category_source: Generated<'person' | 'rule' | 'provider' | 'dictionary' | 'none'>;
  /** The clean merchant name shown in lists ('Tesco'). */
  merchant_name: string | null;
  bank_transaction_code: string | null;
  proprietary_code: string | null;
  raw_data: unknown;
  /** Where the row came from (docs/decisions/037-one-ledger.md): written by the ledger only. */
  origin: Generated<TransactionOrigin>;
  /** The statement import that added a file row; null for every other row. */
  import_batch_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A bank's sync, a statement file, or typed by hand. */
type TransactionOrigin = 'bank' | 'file' | 'manual';

interface BankBillsTable {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  bill_key: string;
  name: string;
  vendor: string;
  type: 'directDebit' | 'standingOrder' | 'inferred';
  frequency: string;
  /** Pence, positive. */
  amount: number;
  next_date: string | null;
  reference_date: string | null;
  status: Generated<string>;
  paid_at: Timestamp | null;
  /** Bills found without the bank's codes: 'card' or 'payment' (how they were paid); null otherwise. */
  payment_method: Generated<string | null>;
  /** Pence: the amount before the latest price rise, while the detection still sees one; else null. */
  previous_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** yyyy-MM-dd: the first payment at the higher amount. */
  amount_changed_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The person's own word (decision 048): 'cancelled' or 'not-a-bill'; null otherwise. Never written by re-detection. */
  person_status: ColumnType<'cancelled' | 'not-a-bill' | null, 'cancelled' | 'not-a-bill' | null | undefined, 'cancelled' | 'not-a-bill' | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A bill typed by hand that looks like one the bank found (decision 044). */
interface BillBankMatchesTable {
  id: Generated<string>;
  user_id: string;
  bill_id: string;
  account_id: string;
  vendor: string;
  /** null while the question is open; 'same' or 'different' once answered. */
  answer: 'same' | 'different' | null;
  created_at: CreatedAt;
  answered_at: Timestamp | null;
}

interface ProviderCallBudgetsTable {
  provider: string;
  account_ref: string;
  scope: string;
  day: string;
  used: Generated<number>;
  call_limit: number | null;
  remaining: number | null;
  limited_until: Timestamp | null;
  updated_at: Timestamp;
}

interface RefreshStateTable {
  user_id: string;
  running_since: Timestamp | null;
  last_manual_at: Timestamp | null;
  limited_until: Timestamp | null;
  updated_at: Timestamp;
  run_id: ColumnType<string | null, string | null | undefined, string | null>;
  heartbeat_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  forced_day: ColumnType<string | null, string | null | undefined, string | null>;
  forced_count: Generated<number>;
}

interface SandboxLinksTable {
  id: string;
  institution_id: string;
  redirect_url: string;
  reference: string;
  status: Generated<string>;
  access_expires_at: Timestamp;
  created_at: CreatedAt;
}

/** A TrueLayer link's tokens, sealed (migration 2026-11-25T0300); owned by providers/truelayer. */
interface TruelayerTokensTable {
  link_id: string;
  requisition_id: string;
  access_token_sealed: string;
  /** Epoch ms. */
  access_expires_at: ColumnType<number, number, number>;
  refresh_token_sealed: string | null;
  consent_expires_at: Timestamp | null;
  updated_at: Timestamp;
}

/** A link's secret (a pasted token, OAuth tokens) as sealed text (migration 2026-11-27T0410); owned by providers/link-secrets.ts. */
interface BankLinkSecretsTable {
  provider: string;
  link_id: string;
  requisition_id: string;
  secret_sealed: string;
  updated_at: Timestamp;
}

interface UserGoalsTable {
  user_id: string;
  goal_type: string;
  created_at: CreatedAt;
}

interface OnboardingStepsTable {
  user_id: string;
  step_name: string;
  created_at: CreatedAt;
}

export interface BillsTable {
  id: Generated<string>;
  user_id: string;
  name: Generated<string>;
  /** Pence. */
  amount: number;
  type: Generated<string>;
  category: string;
  custom_category: string | null;
  due_date: string | null;
  is_paid: Generated<boolean>;
  paid_at: Timestamp | null;
  source: Generated<string>;
  /** The loan whose monthly payment this bill is (large_bills.id), else null. */
  loan_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A cadence of shared/bills/frequencies.ts (decision 048); not read for a one-time bill. */
  frequency: Generated<string>;
  /** 'active', 'cancelled' (stops counting) or 'not-a-bill' (decision 048). */
  status: Generated<string>;
  /** yyyy-MM-dd: a free trial's last day, for the reminder 3 days before. */
  trial_ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LargeBillsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  /** Pence: the remaining balance. */
  amount: number;
  /** Pence, > 0. */
  monthly_payment: number;
  /** The payment's share of monthly income, to one decimal place (5.8). */
  income_percentage: number | null;
  /** yyyy-MM-dd */
  final_payment_date: string;
  /** Day of the month the payment leaves (1-31); null: the final payment date's day. */
  payment_day: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

interface IncomeTable {
  id: Generated<string>;
  user_id: string;
  /** Pence, > 0. */
  amount: number;
  source: string | null;
  category: string | null;
  custom_category: string | null;
  /** yyyy-MM-dd */
  income_date: string;
  notes: string | null;
  is_recurring: Generated<boolean>;
  /** Set only when is_recurring (Weekly, Biweekly, Monthly, Quarterly, Annually). */
  frequency: string | null;
  bank_account_id: string | null;
  transaction_id: string | null;
  created_at: CreatedAt;
}

interface TransactionLabelsTable {
  user_id: string;
  transaction_id: string;
  source: string | null;
  category: string | null;
  notes: string | null;
  updated_at: Timestamp;
}

interface IncomeSourcesTable {
  user_id: string;
  /** The deposit's description, lower-cased and trimmed. */
  source_identifier: string;
  default_category: string | null;
  default_source_name: string | null;
  updated_at: Timestamp;
}

/** Transactions per user and day, kept by triggers on transactions (never written by the app). */
interface TransactionDayCountsTable {
  user_id: string;
  /** yyyy-MM-dd */
  date: string;
  n: number;
}

interface PersonalAccessTokensTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  /** sha-256 of the token; the token itself is never stored. */
  token_hash: string;
  /** The token's first 8 characters, shown to tell tokens apart. */
  token_prefix: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** Chosen at creation (30, 90 or 365 days); the token stops working then. */
  expires_at: Timestamp;
}

interface FreeTrialsTable {
  user_id: string;
  started_at: Timestamp;
  ends_at: Timestamp;
}

interface BillingCustomersTable {
  stripe_customer_id: string;
  user_id: string;
  created_at: CreatedAt;
}

interface BillingSubscriptionsTable {
  stripe_subscription_id: string;
  stripe_customer_id: string;
  /** Stripe's status: active, trialing, past_due, canceled, ... */
  status: string;
  tier: string | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  event_created_at: Timestamp;
  updated_at: Timestamp;
}

interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface NotificationSettingsTable {
  user_id: string;
  email_enabled: Generated<boolean>;
  /** An ntfy topic URL the person gave (its path is the secret: never logged). */
  ntfy_url: string | null;
  /** The ntfy access token, sealed with the secret box (context `ntfy-token:<user id>`); never logged, never sent to the client. */
  ntfy_token_sealed: string | null;
  webhook_url: string | null;
  /** Quiet hours in Europe/London, whole hours; both null for none. */
  quiet_from_hour: number | null;
  quiet_to_hour: number | null;
  bill_due_enabled: Generated<boolean>;
  bill_due_days: Generated<number>;
  bank_consent_enabled: Generated<boolean>;
  low_balance_enabled: Generated<boolean>;
  /** Pence. */
  low_balance_pence: number | null;
  payday_summary_enabled: Generated<boolean>;
  weekly_summary_enabled: Generated<boolean>;
  /** A budget at 80% of its cycle's money, and over it (issue 26 item 6); off by default. */
  budget_warning_enabled: Generated<boolean>;
  budget_over_enabled: Generated<boolean>;
  /** A bill's price went up (decision 048). */
  price_rise_enabled: Generated<boolean>;
  /** Reminders 7 days before a yearly or six-monthly payment, and 3 days before a free trial ends. */
  renewal_enabled: Generated<boolean>;
  /** Pence: renewal reminders for payments over this (default £50). */
  renewal_over_pence: Generated<number>;
  /** The reminder to import a newer statement for an account kept by import (on by default). */
  statement_reminder_enabled: Generated<boolean>;
  /** The warning before payday when the forecast is likely to go below £0, the limit or the buffer (issue 27). */
  forecast_warning_enabled: Generated<boolean>;
  /** The scheduler's claim (decision 030). */
  next_check_at: Timestamp | null;
  updated_at: Timestamp;
}

/** One row per notification queued; (user_id, kind, subject, period) is unique, so each goes out once. */
export interface NotificationsSentTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  subject: string;
  period: string;
  title: string;
  body: string;
  send_after: Timestamp;
  claimed_at: Timestamp | null;
  created_at: CreatedAt;
}

// Two-factor sign-in, passkeys, known devices (decision 029; module twofactor owns them).

interface TotpCredentialsTable {
  user_id: string;
  /** The base32 secret, sealed with the secret box (context: the user id). */
  secret_sealed: string;
  /** Null until the person confirms a first code. */
  enabled_at: Timestamp | null;
  /** The newest 30-second step accepted: a code (and any older one) works once. */
  last_used_step: number | null;
  created_at: CreatedAt;
}

interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  /** sha-256 of the normalised code (80 random bits). */
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Between the right password and the second factor: not a session. */
interface SignInChallengesTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

interface PasskeysTable {
  id: Generated<string>;
  user_id: string;
  /** base64url credential id. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: Generated<number>;
  /** Comma-separated AuthenticatorTransport values. */
  transports: Generated<string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
}

interface WebauthnChallengesTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string | null;
  purpose: 'register' | 'second-factor' | 'passwordless';
  challenge: string;
  expires_at: Timestamp;
}

interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: CreatedAt;
}

/** A TrueLayer `state` whose code was exchanged: refused a second time (decision 041). */
interface SpentOauthStatesTable {
  state_hash: string;
  expires_at: Timestamp;
}

export type ManualAccountType = 'current' | 'savings' | 'credit_card';

/** What only a manual account (one with no bank link) has; the account itself is a bank_accounts row. */
interface ManualAccountsTable {
  account_id: string;
  user_id: string;
  account_type: ManualAccountType;
  /** Pence: the balance before the first imported row (used when a file has no balance column). */
  opening_balance: Generated<number>;
  created_at: CreatedAt;
}

interface ImportBatchesTable {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  file_name: string | null;
  format: string;
  layout: string;
  /** 'failed': the confirm stopped midway (a crash); undoable like the others. */
  status: Generated<'importing' | 'done' | 'failed'>;
  rows_total: number;
  rows_done: Generated<number>;
  added_count: Generated<number>;
  merged_count: Generated<number>;
  existing_count: Generated<number>;
  date_from: string | null;
  date_to: string | null;
  /** Pence: the file's balance after its newest row, when it has a balance column. */
  closing_balance: number | null;
  /** The file's bytes hashed (hex): the same file sent twice at once gets one answer. */
  file_sha256: string | null;
  /** When its confirm finished: a confirm of the same file that arrived before is a second click. */
  finished_at: Date | null;
  /** The confirm made the account (a failed one removes it again). */
  created_account: Generated<boolean>;
  /** The file's unreadable rows, for answering a repeated batchId as the first time. */
  errors_count: Generated<number>;
  created_at: CreatedAt;
}

/** The key of an imported row merged into a synced transaction, unique per account (docs/decisions/026). */
interface ImportRowsTable {
  account_id: string;
  row_key: string;
  batch_id: string;
  transaction_id: string | null;
}

/**
 * A row key a batch's file held while the account already had it (nothing written for it):
 * undoing the row's own batch hands the row to the newest such batch (docs/decisions/035).
 */
interface ImportSeenRowsTable {
  account_id: string;
  row_key: string;
  batch_id: string;
}

/** A statement file sent as raw bytes, waiting to be previewed and confirmed (expires soon). */
interface ImportUploadsTable {
  id: Generated<string>;
  user_id: string;
  file_name: string | null;
  byte_length: number;
  created_at: CreatedAt;
  expires_at: Date;
}

/** An upload's bytes, in parts of about 1 MB (`part` from 0, in order). */
interface ImportUploadPartsTable {
  upload_id: string;
  part: number;
  bytes: Buffer;
}

interface ImportMappingsTable {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  header_key: string;
  mapping: unknown;
  updated_at: Timestamp;
}

/** A person's rename or hide of a built-in category, or their own category (id 'custom:<uuid>'). */
interface CategoryChangesTable {
  user_id: string;
  category_id: string;
  name: string | null;
  category_group: 'income' | 'bills' | 'everyday' | 'money' | null;
  hidden: Generated<boolean>;
  created_at: CreatedAt;
}

/** A person's rule: payments to or from this merchant go in this category. */
interface CategoryRulesTable {
  id: Generated<string>;
  user_id: string;
  merchant_key: string;
  merchant: string;
  category_id: string;
  direction: 'in' | 'out' | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The payday forecast's settings, one row per person (issue 27; decision 051). */
interface ForecastSettingsTable {
  user_id: string;
  /** Pence: "keep at least £...". */
  buffer_pence: Generated<number>;
  /** Pence, positive: the arranged overdraft the person gave, used where the bank gives none. */
  overdraft_limit_pence: number | null;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  user_credentials: UserCredentialsTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  profiles: ProfilesTable;
  mail_outbox: MailOutboxTable;
  worksheet_leads: WorksheetLeadsTable;
  rate_limits: RateLimitsTable;
  requisitions: RequisitionsTable;
  bank_accounts: BankAccountsTable;
  transactions: TransactionsTable;
  bank_bills: BankBillsTable;
  bill_bank_matches: BillBankMatchesTable;
  provider_call_budgets: ProviderCallBudgetsTable;
  refresh_state: RefreshStateTable;
  sandbox_links: SandboxLinksTable;
  truelayer_tokens: TruelayerTokensTable;
  bank_link_secrets: BankLinkSecretsTable;
  user_goals: UserGoalsTable;
  onboarding_steps: OnboardingStepsTable;
  bills: BillsTable;
  large_bills: LargeBillsTable;
  personal_access_tokens: PersonalAccessTokensTable;
  free_trials: FreeTrialsTable;
  billing_customers: BillingCustomersTable;
  billing_subscriptions: BillingSubscriptionsTable;
  stripe_events: StripeEventsTable;
  income: IncomeTable;
  transaction_labels: TransactionLabelsTable;
  income_sources: IncomeSourcesTable;
  transaction_day_counts: TransactionDayCountsTable;
  notification_settings: NotificationSettingsTable;
  notifications_sent: NotificationsSentTable;
  totp_credentials: TotpCredentialsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  known_devices: KnownDevicesTable;
  spent_oauth_states: SpentOauthStatesTable;
  manual_accounts: ManualAccountsTable;
  import_batches: ImportBatchesTable;
  import_rows: ImportRowsTable;
  import_seen_rows: ImportSeenRowsTable;
  import_mappings: ImportMappingsTable;
  import_uploads: ImportUploadsTable;
  import_upload_parts: ImportUploadPartsTable;
  category_changes: CategoryChangesTable;
  category_rules: CategoryRulesTable;
  budgets: BudgetsTable;
  budget_preferences: BudgetPreferencesTable;
  savings_goals: SavingsGoalsTable;
  budget_cycle_spending: BudgetCycleSpendingTable;
  forecast_settings: ForecastSettingsTable;
}

/** One change of a budget (decision 050): a cycle uses the newest row in force by its end. */
interface BudgetsTable {
  id: Generated<string>;
  user_id: string;
  category_id: string;
  /** Pence. */
  limit_pence: number;
  rollover: 'none' | 'surplus' | 'overspend';
  /** yyyy-MM-dd: the day it was set. */
  effective_from: string;
  created_at: CreatedAt;
}

interface BudgetPreferencesTable {
  user_id: string;
  subtract_from_left_to_spend: Generated<boolean>;
  updated_at: Timestamp;
}

interface SavingsGoalsTable {
  user_id: string;
  /** Pence. */
  target_pence: number;
  /** yyyy-MM-dd, or none. */
  target_date: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Spending per category of an ended pay cycle (category id -> pence), until the ledger changes. */
interface BudgetCycleSpendingTable {
  user_id: string;
  cycle_start: string;
  cycle_end: string;
  spent: ColumnType<Record<string, number>, string, string>;
}
