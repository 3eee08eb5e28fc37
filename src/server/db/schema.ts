import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

// Table types, kept in step with migrations/ by hand (tests run every query against
// the migrated schema, so a drift fails them).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  email_verified_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  /** The sign-in before last_sign_in_at (what Settings shows as the last login). */
  previous_sign_in_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface UserCredentialsTable {
  user_id: string;
  password_hash: string;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  user_agent: string | null;
  /** When this session's one silent bank refresh was honoured (decision 020). */
  bank_silent_refresh_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type TokenPurpose = 'verify_email' | 'reset_password';

export interface AuthTokensTable {
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

export interface ProfilesTable {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  pay_day: number | null;
  onboarding_completed: Generated<boolean>;
  avatar_url: string | null;
  selected_plan: 'monthly' | 'yearly' | 'trial' | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}

export interface WorksheetLeadsTable {
  id: Generated<string>;
  name: string;
  email: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RateLimitsTable {
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
   * Set once by the scheduled refresh when access ends within a week. Nothing reads it
   * yet: the notifications work will (warning the user to reconnect), so it stays.
   */
  expiry_warned_at: Timestamp | null;
  /** Provider account ids the user disconnected; syncs skip them. */
  excluded_account_ids: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type AccountClassification = 'CurrentAccount' | 'SavingsAccount';

export interface BankAccountsTable {
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

export interface TransactionsTable {
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
  bank_transaction_code: string | null;
  proprietary_code: string | null;
  raw_data: unknown;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface BankBillsTable {
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
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProviderCallBudgetsTable {
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

export interface RefreshStateTable {
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

export interface SandboxLinksTable {
  id: string;
  institution_id: string;
  redirect_url: string;
  reference: string;
  status: Generated<string>;
  access_expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface UserGoalsTable {
  user_id: string;
  goal_type: string;
  created_at: CreatedAt;
}

export interface OnboardingStepsTable {
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
  income_percentage: number | null;
  /** yyyy-MM-dd */
  final_payment_date: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface IncomeTable {
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

export interface TransactionLabelsTable {
  user_id: string;
  transaction_id: string;
  source: string | null;
  category: string | null;
  notes: string | null;
  updated_at: Timestamp;
}

export interface IncomeSourcesTable {
  user_id: string;
  /** The deposit's description, lower-cased and trimmed. */
  source_identifier: string;
  default_category: string | null;
  default_source_name: string | null;
  updated_at: Timestamp;
}

/** Transactions per user and day, kept by triggers on transactions (never written by the app). */
export interface TransactionDayCountsTable {
  user_id: string;
  /** yyyy-MM-dd */
  date: string;
  n: number;
}

export interface PersonalAccessTokensTable {
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

export interface FreeTrialsTable {
  user_id: string;
  started_at: Timestamp;
  ends_at: Timestamp;
}

export interface BillingCustomersTable {
  stripe_customer_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface BillingSubscriptionsTable {
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

export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: ColumnType<Date, Date | string | undefined, never>;
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
  provider_call_budgets: ProviderCallBudgetsTable;
  refresh_state: RefreshStateTable;
  sandbox_links: SandboxLinksTable;
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
}
