import type { Kysely } from 'kysely';
import type { Db } from '../../db/db';
import { filteredTransactions } from '../transactions/service';
import type { TransactionFilter } from '../transactions/queries';

// Reads for "export all my data" (issue 12). Every query is the user's own rows only; nothing
// that proves who someone is (password hashes, session and token hashes) is ever read here.

/** The transactions the Transactions screen shows for this filter, newest first, with their account's name. */
export function transactionsForExport(db: Db, userId: string, filter: TransactionFilter) {
  return filteredTransactions(db, userId, filter)
    .select((eb) => [
      'date',
      'description',
      'counterparty',
      'amount',
      'currency',
      'category',
      'category_id',
      'status',
      eb.selectFrom('bank_accounts as a').select('a.account_name').whereRef('a.id', '=', 'transactions.account_id').as('account_name'),
    ])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

type OwnTable =
  | 'bank_accounts'
  | 'manual_accounts'
  | 'user_goals'
  | 'onboarding_steps'
  | 'bills'
  | 'bank_bills'
  | 'bill_bank_matches'
  | 'large_bills'
  | 'income'
  | 'transaction_labels'
  | 'income_sources'
  | 'import_batches'
  | 'import_mappings'
  | 'category_rules'
  | 'category_changes'
  | 'budgets'
  | 'budget_preferences'
  | 'savings_goals';

export async function everythingOf(db: Db, userId: string) {
  // Each of these tables has a user_id column; a row is returned as stored.
  const own = (table: OwnTable) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query shape over several tables
    (db as unknown as Kysely<any>).selectFrom(table).selectAll().where('user_id', '=', userId).execute() as Promise<Record<string, unknown>[]>;
  const [user, profile, connections, transactions] = await Promise.all([
    db.selectFrom('users').select(['email', 'email_verified_at', 'created_at', 'last_sign_in_at']).where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('profiles')
      .select([
        'first_name',
        'last_name',
        'phone_number',
        'pay_day',
        'pay_day_adjustment',
        'bank_holiday_region',
        'salary_payer',
        'salary_day',
        'salary_answer',
        'onboarding_completed',
        'selected_plan',
        'created_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('requisitions')
      .select(['id', 'provider', 'institution_name', 'status', 'created_at', 'last_synced_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('transactions')
      .select(['id', 'account_id', 'status', 'date', 'value_date', 'amount', 'currency', 'type', 'description', 'counterparty', 'category', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('id')
      .execute(),
  ]);
  return {
    user,
    profile,
    connections,
    accounts: await own('bank_accounts'),
    manualAccounts: await own('manual_accounts'),
    transactions,
    labels: await own('transaction_labels'),
    bills: await own('bills'),
    // Bills found in bank data, with the person's dismissed and paid states.
    bankBills: await own('bank_bills'),
    // The person's answers to "Is your Rent the same as ...?" (decision 044).
    sameBillAnswers: await own('bill_bank_matches'),
    loans: await own('large_bills'),
    income: await own('income'),
    incomeSources: await own('income_sources'),
    goals: await own('user_goals'),
    onboardingSteps: await own('onboarding_steps'),
    imports: await own('import_batches'),
    importMappings: await own('import_mappings'),
    categoryChanges: await own('category_changes'),
    categoryRules: await own('category_rules'),
    budgets: await own('budgets'),
    budgetPreferences: await own('budget_preferences'),
    savingsGoals: await own('savings_goals'),
    // The scheduler's own claim (next_check_at) is not the person's data.
    notificationSettings:
      (await db
        .selectFrom('notification_settings')
        .select([
          'email_enabled',
          'ntfy_url',
          'webhook_url',
          'quiet_from_hour',
          'quiet_to_hour',
          'bill_due_enabled',
          'bill_due_days',
          'bank_consent_enabled',
          'low_balance_enabled',
          'low_balance_pence',
          'payday_summary_enabled',
          'weekly_summary_enabled',
          'budget_warning_enabled',
          'budget_over_enabled',
          'statement_reminder_enabled',
          'updated_at',
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst()) ?? null,
    // Whether each second factor is on, never its secret, codes or keys.
    twoFactor: {
      authenticatorApp: await db
        .selectFrom('totp_credentials')
        .select(['enabled_at', 'created_at'])
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .executeTakeFirst()
        .then((row) => row ?? null),
      passkeys: await db.selectFrom('passkeys').select(['name', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    },
    accessTokens: await db
      .selectFrom('personal_access_tokens')
      .select(['name', 'token_prefix', 'created_at', 'last_used_at', 'revoked_at', 'expires_at'])
      .where('user_id', '=', userId)
      .execute(),
  };
}
