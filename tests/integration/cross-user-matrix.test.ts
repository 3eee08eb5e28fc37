import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/app-router';
import { ONBOARDING_STEPS } from '../../src/shared/onboarding';
import { failureOf, type ApiClient } from '../support/api-client';
import { seedAccounts, seedTransactions } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { rowsMentioning } from '../support/user-rows';
import { totpCode } from '../support/totp';
import { signedInUser } from '../support/users';

// One row per procedure: user B calls it with their own session, passing user A's ids
// wherever the procedure takes one. An id-taking call must answer NOT_FOUND; any other
// must answer with B's data only. After every call, every row that mentions A (any table,
// any column) is exactly as it was. To cover another router, add its name to
// COVERED_ROUTERS, its ids to `Seeded`/`seedA`, and one row per procedure: the
// completeness check fails until every procedure has its row.

const COVERED_ROUTERS = [
  'onboarding',
  'settings',
  'tokens',
  'notifications',
  'security',
  'imports',
  'exports',
  'payday',
  'categories',
  'budgets',
  'forecast',
] as const;
/** Single procedures of routers not (yet) covered as a whole. */
const COVERED_PROCEDURES = [
  'money.updateIncome',
  'money.deleteIncome',
  'bills.sameBillQuestions',
  'bills.answerSameBill',
  'bills.subscriptions',
  'bills.setStatus',
  'bills.undoSameBill',
  'bank.linkWithToken',
] as const;

type User = { client: ApiClient; userId: string; email: string };
/** A, with the ids of what A owns (the ids B will try). */
type Seeded = User & {
  marker: string;
  tokenId: string;
  incomeId: string;
  passkeyId: string;
  credentialId: string;
  registerCeremony: string;
  sessionId: string;
  importAccountId: string;
  importBatchId: string;
  transactionId: string;
  categoryId: string;
  ruleId: string;
  sameBillQuestionId: string;
  /** A's major bill (typed) and A's bank bill that A said is the same as a typed Energy bill. */
  majorBillId: string;
  matchedBankBillId: string;
};
type World = { a: Seeded; b: User };

type Row = {
  procedure: string;
  /** Optional set-up of B's own data before the call. */
  prepare?: (w: World) => Promise<void>;
  /** The call, as B. */
  call: (w: World) => Promise<unknown>;
  /** 'not-found': refused as if A's id did not exist. 'own': succeeds, with B's data only. 'refused': BAD_REQUEST. */
  expect: 'not-found' | 'own' | 'refused';
  /** More checks on an 'own' result. */
  check?: (result: unknown, w: World) => void | Promise<void>;
};

const rows: Row[] = [
  // onboarding
  {
    procedure: 'onboarding.state',
    call: ({ b }) => b.client.trpc.onboarding.state.query(),
    expect: 'own',
    check: (r) => expect(r).toEqual({ steps: [], goals: [], payDay: null, onboardingCompleted: false }),
  },
  { procedure: 'onboarding.saveGoals', call: ({ b }) => b.client.trpc.onboarding.saveGoals.mutate({ goals: ['stop-overspending'] }), expect: 'own' },
  { procedure: 'onboarding.recordStep', call: ({ b }) => b.client.trpc.onboarding.recordStep.mutate({ step: 'welcome' }), expect: 'own' },
  {
    procedure: 'onboarding.complete',
    prepare: async ({ b }) => {
      await b.client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
      for (const step of ONBOARDING_STEPS) await b.client.trpc.onboarding.recordStep.mutate({ step });
    },
    call: ({ b }) => b.client.trpc.onboarding.complete.mutate({ payDay: 3, majorBill: { name: 'B rent', amount: '10' } }),
    expect: 'own',
  },
  // settings
  {
    procedure: 'settings.profile',
    call: ({ b }) => b.client.trpc.settings.profile.query(),
    expect: 'own',
    check: (r, { b }) => expect(r).toMatchObject({ email: b.email, firstName: 'Test' }),
  },
  {
    procedure: 'settings.updateProfile',
    call: ({ b }) => b.client.trpc.settings.updateProfile.mutate({ firstName: 'Bea', lastName: 'B', phoneNumber: '07700 900999' }),
    expect: 'own',
    check: (r, { b }) => expect(r).toMatchObject({ email: b.email, firstName: 'Bea' }),
  },
  {
    procedure: 'settings.changePassword',
    call: ({ b }) => b.client.trpc.settings.changePassword.mutate({ currentPassword: 'secret-pass', newPassword: 'b-new-pass', confirmPassword: 'b-new-pass' }),
    expect: 'own',
  },
  {
    procedure: 'settings.deleteAccount',
    call: ({ b }) => b.client.trpc.settings.deleteAccount.mutate(),
    expect: 'own',
    check: async (_r, { a }) => expect((await a.client.trpc.settings.profile.query()).email).toBe(a.email),
  },
  // tokens
  {
    procedure: 'tokens.list',
    prepare: async ({ b }) => void (await b.client.trpc.tokens.create.mutate({ name: 'b token' })),
    call: ({ b }) => b.client.trpc.tokens.list.query(),
    expect: 'own',
    check: (r) => expect((r as { name: string }[]).map((t) => t.name)).toEqual(['b token']),
  },
  { procedure: 'tokens.create', call: ({ b }) => b.client.trpc.tokens.create.mutate({ name: 'b token' }), expect: 'own' },
  { procedure: 'tokens.revoke', call: ({ a, b }) => b.client.trpc.tokens.revoke.mutate({ id: a.tokenId }), expect: 'not-found' },
  // money: income added by hand (B onboarded, as these procedures ask)
  {
    procedure: 'bank.linkWithToken',
    // A's connection (their manual account's) taken as B's reconnect: refused before any token is tried.
    call: async ({ a, b }) => {
      const { requisition_id } = await t.db.selectFrom('bank_accounts').select('requisition_id').where('id', '=', a.importAccountId).executeTakeFirstOrThrow();
      return b.client.trpc.bank.linkWithToken.mutate({ provider: 'manual', institutionId: 'manual', token: 'b-token-0123456789', reconnect: requisition_id });
    },
    expect: 'not-found',
  },
  {
    procedure: 'money.updateIncome',
    prepare: ({ b }) => onboard(b.userId),
    call: ({ a, b }) => b.client.trpc.money.updateIncome.mutate({ id: a.incomeId, amount: '1', incomeDate: '2026-01-02', source: 'b', isRecurring: false }),
    expect: 'not-found',
  },
  {
    procedure: 'money.deleteIncome',
    prepare: ({ b }) => onboard(b.userId),
    call: ({ a, b }) => b.client.trpc.money.deleteIncome.mutate({ id: a.incomeId }),
    expect: 'not-found',
  },
  // bills: the same-bill question (A's major bill looks like A's bank bill)
  {
    procedure: 'bills.sameBillQuestions',
    prepare: ({ b }) => onboard(b.userId),
    call: ({ b }) => b.client.trpc.bills.sameBillQuestions.query(),
    expect: 'own',
    check: (r) => expect(r).toEqual([]),
  },
  {
    procedure: 'bills.answerSameBill',
    prepare: ({ b }) => onboard(b.userId),
    call: ({ a, b }) => b.client.trpc.bills.answerSameBill.mutate({ id: a.sameBillQuestionId, same: true }),
    expect: 'not-found',
  },
  // bills: the Subscriptions view and a person's own word on a bill (issue 25)
  {
    procedure: 'bills.subscriptions',
    prepare: ({ b }) => onboard(b.userId),
    call: ({ b }) => b.client.trpc.bills.subscriptions.query(),
    expect: 'own',
    // B has no bills: none of A's regular payments show.
    check: (r) => expect(r).toEqual({ groups: [], yearlyTotal: 0, monthlyTotal: 0, setAside: [] }),
  },
  {
    procedure: 'bills.setStatus',
    prepare: ({ b }) => onboard(b.userId),
    call: async ({ a, b }) => {
      // A's typed bill and A's bank bill alike.
      const typed = await failureOf(b.client.trpc.bills.setStatus.mutate({ id: a.majorBillId, status: 'cancelled' }));
      expect(typed?.data?.code).toBe('NOT_FOUND');
      return b.client.trpc.bills.setStatus.mutate({ id: a.matchedBankBillId, status: 'not-a-bill' });
    },
    expect: 'not-found',
  },
  {
    procedure: 'bills.undoSameBill',
    prepare: ({ b }) => onboard(b.userId),
    call: ({ a, b }) => b.client.trpc.bills.undoSameBill.mutate({ id: a.matchedBankBillId }),
    expect: 'not-found',
  },
  // notifications (A saved a webhook address, an ntfy topic and an ntfy access token holding A's marker; B sees and changes only B's)
  {
    procedure: 'notifications.get',
    call: ({ b }) => b.client.trpc.notifications.get.query(),
    expect: 'own',
    check: (r) => expect(r).toMatchObject({ email: true, webhookUrl: null, ntfyUrl: null, ntfyTokenSet: false, lowBalance: { on: false, below: '' } }),
  },
  {
    procedure: 'notifications.update',
    call: ({ b }) => b.client.trpc.notifications.update.mutate({ ...notificationSettings, lowBalance: { on: true, below: '50' } }),
    expect: 'own',
    check: (r) => expect(r).toMatchObject({ webhookUrl: null, ntfyTokenSet: false, lowBalance: { on: true, below: '50.00' } }),
  },
  {
    procedure: 'notifications.testSend',
    call: ({ b }) => b.client.trpc.notifications.testSend.mutate({ channel: 'email' }),
    expect: 'own',
    check: async (r, { b }) => {
      expect(r).toEqual({ sent: true });
      const mail = await t.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'text_body'])
        .where('subject', '=', 'Plain Sight test notification')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.to_address).toBe(b.email);
    },
  },
  // security (decision 029): A has 2FA on; B's calls touch B's own only.
  {
    procedure: 'security.totp.status',
    call: ({ b }) => b.client.trpc.security.totp.status.query(),
    expect: 'own',
    check: (r) => expect(r).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: 0 }),
  },
  { procedure: 'security.totp.startSetup', call: ({ b }) => b.client.trpc.security.totp.startSetup.mutate(), expect: 'own' },
  {
    procedure: 'security.totp.confirmSetup',
    call: async ({ b }) => {
      const { secret } = await b.client.trpc.security.totp.startSetup.mutate();
      return b.client.trpc.security.totp.confirmSetup.mutate({ code: totpCode(secret, new Date()) });
    },
    expect: 'own',
  },
  {
    procedure: 'security.totp.disable',
    call: async ({ b }) => b.client.trpc.security.totp.disable.mutate({ password: 'secret-pass', code: (await turnOnTwoFactor(b.client))[0]! }),
    expect: 'own',
  },
  {
    procedure: 'security.totp.regenerateRecoveryCodes',
    call: async ({ b }) => b.client.trpc.security.totp.regenerateRecoveryCodes.mutate({ password: 'secret-pass', code: (await turnOnTwoFactor(b.client))[0]! }),
    expect: 'own',
  },
  {
    procedure: 'security.signInWithCode',
    call: async ({ b }) => {
      const [code] = await turnOnTwoFactor(b.client);
      expect(await b.client.trpc.auth.signIn.mutate({ email: b.email, password: 'secret-pass' })).toEqual({ secondFactor: { totp: true, passkey: false } });
      return b.client.trpc.security.signInWithCode.mutate({ code: code! });
    },
    expect: 'own',
    check: (r, { b }) => expect(r).toMatchObject({ user: { email: b.email } }),
  },
  {
    procedure: 'security.sessions.list',
    call: ({ b }) => b.client.trpc.security.sessions.list.query(),
    expect: 'own',
    check: (r) => expect(r).toMatchObject({ sessions: [{ current: true }], tokens: [] }),
  },
  { procedure: 'security.sessions.signOut', call: ({ a, b }) => b.client.trpc.security.sessions.signOut.mutate({ id: a.sessionId }), expect: 'not-found' },
  {
    procedure: 'security.sessions.signOutOthers',
    call: ({ b }) => b.client.trpc.security.sessions.signOutOthers.mutate(),
    expect: 'own',
    check: (r) => expect(r).toEqual({ ended: 0 }),
  },
  {
    procedure: 'security.confirmIdentity',
    // B's own password stamps B's own session only.
    call: ({ b }) => b.client.trpc.security.confirmIdentity.mutate({ password: 'secret-pass' }),
    expect: 'own',
    check: (r) => expect(r).toEqual({ ok: true }),
  },
  { procedure: 'security.passkeys.list', call: ({ b }) => b.client.trpc.security.passkeys.list.query(), expect: 'own', check: (r) => expect(r).toEqual([]) },
  {
    procedure: 'security.passkeys.registrationOptions',
    call: ({ b }) => b.client.trpc.security.passkeys.registrationOptions.mutate(),
    expect: 'own',
    check: (r, { b }) => expect(r).toMatchObject({ options: { user: { name: b.email } } }),
  },
  {
    procedure: 'security.passkeys.register',
    // A's ceremony is not B's: refused, and A's ceremony is left alone.
    call: ({ a, b }) =>
      b.client.trpc.security.passkeys.register.mutate({ ceremony: a.registerCeremony, response: { id: 'x', type: 'public-key' }, name: 'B key' }),
    expect: 'refused',
  },
  {
    procedure: 'security.passkeys.rename',
    call: ({ a, b }) => b.client.trpc.security.passkeys.rename.mutate({ id: a.passkeyId, name: 'Mine now' }),
    expect: 'not-found',
  },
  { procedure: 'security.passkeys.remove', call: ({ a, b }) => b.client.trpc.security.passkeys.remove.mutate({ id: a.passkeyId }), expect: 'not-found' },
  { procedure: 'security.passkeySignInOptions', call: ({ b }) => b.client.trpc.security.passkeySignInOptions.mutate(), expect: 'own' },
  {
    procedure: 'security.signInWithPasskey',
    // An answer naming A's passkey, without A's key: refused, A's passkey untouched.
    call: async ({ a, b }) => {
      const { ceremony } = await b.client.trpc.security.passkeySignInOptions.mutate();
      return b.client.trpc.security.signInWithPasskey.mutate({
        ceremony,
        response: { id: a.credentialId, rawId: a.credentialId, type: 'public-key', response: {} },
      });
    },
    expect: 'refused',
  },
  { procedure: 'security.passkeySecondFactorOptions', call: ({ b }) => b.client.trpc.security.passkeySecondFactorOptions.mutate(), expect: 'refused' },
  {
    procedure: 'security.signInWithPasskeySecondFactor',
    call: ({ a, b }) => b.client.trpc.security.signInWithPasskeySecondFactor.mutate({ ceremony: a.registerCeremony, response: { id: a.credentialId } }),
    expect: 'refused',
  },
  // imports
  {
    procedure: 'imports.preview',
    call: ({ a, b }) => b.client.trpc.imports.preview.mutate({ file: { text: IMPORT_CSV }, accountId: a.importAccountId }),
    expect: 'not-found',
  },
  {
    procedure: 'imports.confirm',
    call: ({ a, b }) => b.client.trpc.imports.confirm.mutate({ file: { text: IMPORT_CSV }, target: { accountId: a.importAccountId } }),
    expect: 'not-found',
  },
  { procedure: 'imports.progress', call: ({ a, b }) => b.client.trpc.imports.progress.query({ batchId: a.importBatchId }), expect: 'not-found' },
  { procedure: 'imports.undo', call: ({ a, b }) => b.client.trpc.imports.undo.mutate({ batchId: a.importBatchId }), expect: 'not-found' },
  {
    procedure: 'imports.batches',
    prepare: async ({ b }) =>
      void (await b.client.trpc.imports.confirm.mutate({
        file: { text: IMPORT_CSV },
        target: { newAccount: { name: 'B cash', institution: 'B bank', type: 'current' } },
      })),
    call: ({ a, b }) => b.client.trpc.imports.batches.query({ accountId: a.importAccountId }),
    expect: 'own',
    check: (r) => expect(r).toEqual([]),
  },
  {
    procedure: 'imports.saveMapping',
    call: ({ a, b }) =>
      b.client.trpc.imports.saveMapping.mutate({
        accountId: a.importAccountId,
        mapping: { header: ['When', 'What', 'How much'], date: 0, description: 1, amount: 2 },
      }),
    expect: 'not-found',
  },
  // exports
  {
    procedure: 'exports.transactionsCsv',
    call: ({ b }) => b.client.trpc.exports.transactionsCsv.query({ tab: 'all' }),
    expect: 'own',
    check: (r) => expect(r).toMatchObject({ rowCount: 0 }),
  },
  {
    procedure: 'exports.everything',
    call: ({ b }) => b.client.trpc.exports.everything.query(),
    expect: 'own',
    check: (r, { b }) => expect(r).toMatchObject({ user: { email: b.email }, accounts: [], transactions: [] }),
  },
  // payday (A has pay day 25 and a recognised salary, confirmed)
  {
    procedure: 'payday.get',
    call: ({ b }) => b.client.trpc.payday.get.query(),
    expect: 'own',
    check: (r) =>
      expect(r).toEqual({
        payDay: null,
        frequency: 'monthly',
        anchor: null,
        weekdayOfMonth: null,
        adjustment: 'previous-working-day',
        region: 'england-and-wales',
        description: null,
        nextPayDay: null,
        salary: null,
      }),
  },
  { procedure: 'payday.set', call: ({ b }) => b.client.trpc.payday.set.mutate({ payDay: 3, adjustment: 'as-is', region: 'scotland' }), expect: 'own' },
  {
    procedure: 'payday.answerSalary',
    prepare: async ({ b }) => void (await t.db.updateTable('profiles').set({ salary_payer: 'B EMPLOYER', salary_day: 3 }).where('id', '=', b.userId).execute()),
    call: ({ b }) => b.client.trpc.payday.answerSalary.mutate({ answer: 'rejected' }),
    expect: 'own',
    check: (r) => expect(r).toMatchObject({ salary: { payer: 'B EMPLOYER', answer: 'rejected' } }),
  },
  // categories (B has finished onboarding: these procedures need it)
  {
    procedure: 'categories.list',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.categories.list.query(),
    expect: 'own',
    check: (r) => expect((r as { categories: { custom: boolean }[] }).categories.filter((c) => c.custom)).toEqual([]),
  },
  { procedure: 'categories.add', prepare: onboardB, call: ({ b }) => b.client.trpc.categories.add.mutate({ name: 'B own', group: 'everyday' }), expect: 'own' },
  {
    procedure: 'categories.rename',
    prepare: onboardB,
    call: ({ a, b }) => b.client.trpc.categories.rename.mutate({ id: a.categoryId, name: 'Taken' }),
    expect: 'not-found',
  },
  {
    procedure: 'categories.hide',
    prepare: onboardB,
    call: ({ a, b }) => b.client.trpc.categories.hide.mutate({ id: a.categoryId, hidden: true }),
    expect: 'not-found',
  },
  {
    procedure: 'categories.transaction',
    prepare: onboardB,
    call: ({ a, b }) => b.client.trpc.categories.transaction.query({ transactionId: a.transactionId }),
    expect: 'not-found',
  },
  {
    procedure: 'categories.setTransactionCategory',
    prepare: onboardB,
    call: ({ a, b }) =>
      b.client.trpc.categories.setTransactionCategory.mutate({ transactionId: a.transactionId, categoryId: 'shopping', applyToMerchant: true }),
    expect: 'not-found',
  },
  {
    procedure: 'categories.rules',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.categories.rules.query(),
    expect: 'own',
    check: (r) => expect(r).toEqual({ rules: [] }),
  },
  // B's own rule for the merchant A has a row and a rule for: A's rows stay as they are.
  {
    procedure: 'categories.addRule',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.categories.addRule.mutate({ merchant: 'Tesco', categoryId: 'pets' }),
    expect: 'own',
  },
  {
    procedure: 'categories.updateRule',
    prepare: onboardB,
    call: ({ a, b }) => b.client.trpc.categories.updateRule.mutate({ id: a.ruleId, categoryId: 'pets' }),
    expect: 'not-found',
  },
  {
    procedure: 'categories.deleteRule',
    prepare: onboardB,
    call: ({ a, b }) => b.client.trpc.categories.deleteRule.mutate({ id: a.ruleId }),
    expect: 'not-found',
  },
  {
    procedure: 'categories.totals',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.categories.totals.query({ cycles: 2 }),
    expect: 'own',
    check: (r) => expect((r as { cycles: { total: number }[] }).cycles.map((c) => c.total)).toEqual([0, 0]),
  },
  {
    procedure: 'categories.balanceHistory',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.categories.balanceHistory.query({ cycles: 2 }),
    expect: 'own',
    check: (r) => expect((r as { accounts: unknown[] }).accounts).toEqual([]),
  },
  // budgets (issue 26): A has a budget on their own category, a savings goal and the left-to-spend setting on.
  {
    procedure: 'budgets.list',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.budgets.list.query(),
    expect: 'own',
    check: (r) => expect((r as { budgets: unknown[]; total: { limit: number } }).budgets).toEqual([]),
  },
  {
    procedure: 'budgets.set',
    prepare: onboardB,
    call: ({ a, b }) => b.client.trpc.budgets.set.mutate({ categoryId: a.categoryId, limit: 100 }),
    expect: 'not-found',
  },
  {
    procedure: 'budgets.remove',
    prepare: onboardB,
    call: ({ a, b }) => b.client.trpc.budgets.remove.mutate({ categoryId: a.categoryId }),
    expect: 'not-found',
  },
  {
    procedure: 'budgets.suggestions',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.budgets.suggestions.query(),
    expect: 'own',
    check: (r) => expect((r as { suggestions: unknown[] }).suggestions).toEqual([]),
  },
  {
    procedure: 'budgets.applySuggestions',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.budgets.applySuggestions.mutate(),
    expect: 'own',
    check: (r) => expect(r).toEqual({ applied: 0 }),
  },
  {
    procedure: 'budgets.preferences',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.budgets.preferences.query(),
    expect: 'own',
    check: (r) => expect(r).toEqual({ subtractFromLeftToSpend: false }),
  },
  {
    procedure: 'budgets.setPreferences',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.budgets.setPreferences.mutate({ subtractFromLeftToSpend: true }),
    expect: 'own',
  },
  {
    procedure: 'budgets.savingsGoal',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.budgets.savingsGoal.query(),
    expect: 'own',
    check: (r) => expect(r).toBeNull(),
  },
  {
    procedure: 'budgets.setSavingsGoal',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.budgets.setSavingsGoal.mutate({ target: 5_000, date: null }),
    expect: 'own',
    check: (r) => expect(r).toMatchObject({ target: 5_000, saved: 0 }),
  },
  { procedure: 'budgets.removeSavingsGoal', prepare: onboardB, call: ({ b }) => b.client.trpc.budgets.removeSavingsGoal.mutate(), expect: 'not-found' },
  {
    procedure: 'budgets.goalOffers',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.budgets.goalOffers.query(),
    expect: 'own',
    check: (r) => expect(r).toEqual([]),
  },
  // forecast (issue 27)
  {
    procedure: 'forecast.toPayday',
    prepare: onboardB,
    call: ({ a, b }) => b.client.trpc.forecast.toPayday.query({ accountId: a.importAccountId }),
    expect: 'not-found',
  },
  {
    procedure: 'forecast.settings',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.forecast.settings.query(),
    expect: 'own',
    check: (r) => expect(r).toEqual({ buffer: '', overdraftLimit: '' }),
  },
  {
    procedure: 'forecast.saveSettings',
    prepare: onboardB,
    call: ({ b }) => b.client.trpc.forecast.saveSettings.mutate({ buffer: '50', overdraftLimit: '' }),
    expect: 'own',
    check: (r) => expect(r).toEqual({ buffer: '50.00', overdraftLimit: '' }),
  },
];

const IMPORT_CSV = 'Date,Description,Amount\n01/11/2026,Corner shop,-4.20\n02/11/2026,Corner shop,-4.20\n';

/** Turns 2FA on for the signed-in client (codes from the real clock); answers the recovery codes. */
async function turnOnTwoFactor(client: ApiClient): Promise<string[]> {
  const { secret } = await client.trpc.security.totp.startSetup.mutate();
  return (await client.trpc.security.totp.confirmSetup.mutate({ code: totpCode(secret, new Date()) })).recoveryCodes;
}

const notificationSettings = {
  email: true,
  ntfyUrl: null,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: true, days: 3 },
  bankConsent: { on: true },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
};

async function onboardB({ b }: World) {
  await t.db.updateTable('profiles').set({ onboarding_completed: true, pay_day: 25 }).where('id', '=', b.userId).execute();
}

let t: TestApp;
let a: Seeded;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
  a = await seedA(t);
});
afterAll(() => t?.close());

/** A with something in every table the covered routers touch. */
async function seedA(app: TestApp): Promise<Seeded> {
  const user = await signedInUser(app, 'matrix-a');
  const marker = `alice-${user.userId.slice(0, 8)}`;
  const trpc = user.client.trpc;
  await trpc.settings.updateProfile.mutate({ firstName: marker, lastName: marker, phoneNumber: '+44 7700 900123' });
  await trpc.onboarding.saveGoals.mutate({ goals: ['know-whats-left', 'build-savings'] });
  for (const step of ONBOARDING_STEPS) await trpc.onboarding.recordStep.mutate({ step });
  await trpc.onboarding.complete.mutate({ payDay: 25, majorBill: { name: `${marker} mortgage`, amount: '1,200' } });
  const { id: tokenId } = await trpc.tokens.create.mutate({ name: `${marker} token` });
  await trpc.notifications.update.mutate({
    ...notificationSettings,
    webhookUrl: `https://hooks.example.com/${marker}`,
    ntfyUrl: `https://ntfy.example.com/${marker}`,
    ntfyToken: `tk_${marker}`,
    lowBalance: { on: true, below: '123.45' },
  });
  const { id: incomeId } = await trpc.money.addIncome.mutate({ amount: '250', incomeDate: '2026-01-02', source: `${marker} income`, isRecurring: false });
  await turnOnTwoFactor(user.client);
  // A passkey row as registration leaves it (the browser ceremony itself is tested in e2e).
  const credentialId = `cred-${marker}`;
  const passkey = await app.db
    .insertInto('passkeys')
    .values({ user_id: user.userId, credential_id: credentialId, public_key: 'pQECAyYgASFYIA', name: `${marker} passkey` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { ceremony: registerCeremony } = await trpc.security.passkeys.registrationOptions.mutate();
  const { id: sessionId } = await app.db.selectFrom('sessions').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  const imported = await trpc.imports.confirm.mutate({
    file: { text: IMPORT_CSV },
    fileName: `${marker}.csv`,
    target: { newAccount: { name: `${marker} cash`, institution: 'Paper Bank', type: 'current' } },
  });
  await trpc.imports.saveMapping.mutate({
    accountId: imported.accountId,
    mapping: { header: ['When', 'What', 'How much'], date: 0, description: 1, amount: 2 },
  });
  await app.db
    .updateTable('profiles')
    .set({ salary_payer: `${marker} LTD`, salary_day: 25, salary_answer: 'confirmed' })
    .where('id', '=', user.userId)
    .execute();
  // A Tesco payment, a category and a rule of A's own (issue 14).
  const [account] = await seedAccounts(app.db, user.userId, [{ name: `${marker} current`, balance: 1000 }]);
  const [transactionId] = await seedTransactions(
    app.db,
    user.userId,
    [{ account: account!, date: '2026-01-05', amount: -1250, description: 'TESCO STORES 2041' }],
    {
      categorise: true,
    },
  );
  const { id: categoryId } = await trpc.categories.add.mutate({ name: `${marker} cat`, group: 'everyday' });
  await trpc.categories.addRule.mutate({ merchant: 'Tesco', categoryId });
  const { rules } = await trpc.categories.rules.query();
  await trpc.budgets.set.mutate({ categoryId, limit: 12_345, rollover: 'surplus' });
  await trpc.budgets.setSavingsGoal.mutate({ target: 99_999, date: null });
  await trpc.budgets.setPreferences.mutate({ subtractFromLeftToSpend: true });
  // A's bank found the mortgage typed at onboarding: one open same-bill question.
  const { id: majorBillId } = await app.db.selectFrom('bills').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  await app.db
    .insertInto('bank_bills')
    .values({
      user_id: user.userId,
      account_id: account!,
      bill_key: `${account}:directDebit:${marker} MORTGAGES`,
      name: `${marker} Mortgages`,
      vendor: `${marker} MORTGAGES`,
      type: 'directDebit',
      frequency: 'monthly',
      amount: 118_000,
      next_date: '2026-02-01',
      reference_date: '2026-01-01',
      updated_at: new Date(),
    })
    .execute();
  // A's forecast settings: B's calls must leave them as they are.
  await app.db.insertInto('forecast_settings').values({ user_id: user.userId, buffer_pence: 10_000, overdraft_limit_pence: 50_000 }).execute();
  const question = await app.db
    .insertInto('bill_bank_matches')
    .values({ user_id: user.userId, bill_id: majorBillId, account_id: account!, vendor: `${marker} MORTGAGES` })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A typed an Energy bill and said it is the bank's Octopus direct debit (answer 'same').
  const energy = await app.db
    .insertInto('bills')
    .values({ user_id: user.userId, name: `${marker} Energy`, amount: 8_900, category: 'Electricity', due_date: '2026-02-03', updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const octopus = await app.db
    .insertInto('bank_bills')
    .values({
      user_id: user.userId,
      account_id: account!,
      bill_key: `${account}:directDebit:${marker} OCTOPUS`,
      name: `${marker} Octopus`,
      vendor: `${marker} OCTOPUS`,
      type: 'directDebit',
      frequency: 'monthly',
      amount: 8_900,
      next_date: '2026-02-03',
      reference_date: '2026-01-03',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('bill_bank_matches')
    .values({ user_id: user.userId, bill_id: energy.id, account_id: account!, vendor: `${marker} OCTOPUS`, answer: 'same' })
    .execute();
  return {
    ...user,
    majorBillId,
    matchedBankBillId: octopus.id,
    marker,
    tokenId,
    incomeId,
    passkeyId: passkey.id,
    credentialId,
    registerCeremony,
    sessionId,
    importAccountId: imported.accountId,
    importBatchId: imported.batchId,
    transactionId: transactionId!,
    categoryId,
    ruleId: rules[0]!.id,
    sameBillQuestionId: question.id,
  };
}

async function onboard(userId: string) {
  await t.db.updateTable('profiles').set({ onboarding_completed: true }).where('id', '=', userId).execute();
}

const snapshotOfA = () => rowsMentioning(t.db, [a.userId, a.email, a.marker]);

it('has a row for every procedure of the covered routers', () => {
  const procedures = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures).filter(
    (p) => COVERED_ROUTERS.some((r) => p.startsWith(`${r}.`)) || (COVERED_PROCEDURES as readonly string[]).includes(p),
  );
  expect(procedures.length).toBeGreaterThan(0);
  expect(rows.map((r) => r.procedure).sort()).toEqual(procedures.sort());
});

describe("user B cannot read or change user A's data", () => {
  for (const row of rows) {
    it(row.procedure, async () => {
      const before = await snapshotOfA();
      expect(Object.keys(before).length).toBeGreaterThan(5);
      const w: World = { a, b: await signedInUser(t, 'matrix-b') };
      await row.prepare?.(w);

      if (row.expect === 'not-found') {
        expect((await failureOf(row.call(w))).data?.code).toBe('NOT_FOUND');
      } else if (row.expect === 'refused') {
        expect((await failureOf(row.call(w))).data?.code).toBe('BAD_REQUEST');
      } else {
        const result = await row.call(w);
        const text = JSON.stringify(result ?? null);
        for (const secret of [
          a.userId,
          a.email,
          a.marker,
          a.tokenId,
          a.incomeId,
          a.passkeyId,
          a.credentialId,
          a.sessionId,
          a.transactionId,
          a.categoryId,
          a.ruleId,
        ])
          expect(text).not.toContain(secret);
        await row.check?.(result, w);
      }

      expect(await snapshotOfA()).toEqual(before);
      // A is still signed in and whole.
      expect((await a.client.trpc.auth.session.query())?.user.id).toBe(a.userId);
    });
  }
});
