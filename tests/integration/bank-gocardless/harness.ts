import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { captureLogs } from '../../support/fake-gocardless/log-capture';
import { sql } from 'kysely';
import pino from 'pino';
import type { Deps } from '../../../src/server/deps';
import type { Logger } from '../../../src/server/logger';
import { createMailer } from '../../../src/server/mail/mailer';
import { createGoCardlessProvider, goCardlessCapabilities } from '../../../src/server/modules/bank/providers/gocardless/gocardless-provider';
import type { BankProvider, CallScope } from '../../../src/server/modules/bank/providers/types';
import { createEventBus } from '../../../src/server/realtime/event-bus';
import type { FakeAccount } from '../../support/fake-gocardless/fake-gocardless-fixtures';
import { startFakeGoCardless, type FakeGoCardless, type FakeGoCardlessOptions } from '../../support/fake-gocardless/fake-gocardless-server';
import type { FakeRequisition } from '../../support/fake-gocardless/fake-gocardless-state';
import { startTestApp, type TestApp } from '../../support/test-app';
import type { signedInUser } from '../../support/users';
import { createSecretBox, keyFromAppSecret } from '../../../src/server/security/secret-box';

// The real app over HTTP, its bank provider the real GoCardless provider pointed at the
// local fake Bank Account Data API. One app and database per test file (creating a
// database is the slow part); each test gets its own fake and its own provider, and the
// call budgets are cleared, because they are keyed by the provider's account ids, which
// every fake shares.

/** The app's "now": a few days after the fake's newest pending payment (2025-03-20). */
const TODAY = '2025-03-25';
const startOfToday = () => new Date(`${TODAY}T12:00:00Z`);

export type Suite = {
  t: TestApp;
  clock: { now: Date };
  /** Every line the app and the providers logged (trace level, no redaction). */
  logLines: string[];
  logger: Logger;
  use(provider: BankProvider): void;
  close(): Promise<void>;
};

export type Harness = {
  t: TestApp;
  fake: FakeGoCardless;
  /** The real GoCardless provider the app is using for this test. */
  provider: BankProvider;
  clock: { now: Date };
  logLines: string[];
  close(): Promise<void>;
};

export type User = Awaited<ReturnType<typeof signedInUser>>;

async function startSuite(): Promise<Suite> {
  const { logger, lines } = captureLogs();
  const clock = { now: startOfToday() };
  let current: BankProvider | undefined;
  const provider = (): BankProvider => {
    if (!current) throw new Error('no GoCardless provider in use: call startHarness first');
    return current;
  };
  // The app is built once; every call goes to the provider of the running test.
  const delegate: BankProvider = {
    id: 'gocardless',
    capabilities: goCardlessCapabilities,
    listInstitutions: (country) => provider().listInstitutions(country),
    startLink: (input) => provider().startLink(input),
    getLink: (id) => provider().getLink(id),
    getAccountDetails: (id) => provider().getAccountDetails(id),
    getBalances: (id) => provider().getBalances(id),
    getTransactions: (id, range) => provider().getTransactions(id, range),
    removeLink: (id) => provider().removeLink(id),
  };
  const t = await startTestApp({ clock: () => clock.now, bankProvider: delegate, scheduler: false, logger });
  return { t, clock, logLines: lines, logger, use: (p) => void (current = p), close: () => t.close() };
}

/** A fresh fake GoCardless and a provider pointed at it, made the app's provider. */
export async function startHarness(suite: Suite, options: { fake?: FakeGoCardlessOptions; timeoutMs?: number } = {}): Promise<Harness> {
  const fake = await startFakeGoCardless(options.fake);
  const provider = createGoCardlessProvider({
    baseUrl: fake.baseUrl,
    secretId: fake.state.secretId,
    secretKey: fake.state.secretKey,
    timeoutMs: options.timeoutMs ?? 2000,
    logger: suite.logger,
  });
  suite.use(provider);
  suite.clock.now = startOfToday();
  await suite.t.db.deleteFrom('provider_call_budgets').execute();
  return { t: suite.t, fake, provider, clock: suite.clock, logLines: suite.logLines, close: () => fake.close() };
}

/** The fake's requisition the app created for `reference`. */
export function fakeRequisitionFor(fake: FakeGoCardless, reference: string): FakeRequisition {
  const found = [...fake.state.requisitions.values()].filter((r) => r.reference === reference);
  if (found.length !== 1) throw new Error(`expected one fake requisition with reference ${reference}, found ${found.length}`);
  return found[0]!;
}

/** Connects a bank the way the browser does: start, consent at the "bank", come back. */
export async function connectBank(h: Harness, user: User, accounts: string[] = ['acc-current'], institutionId = 'MONZO_MONZGB2L') {
  const started = await user.client.trpc.bank.initiateConnection.mutate({ institutionId });
  const gc = fakeRequisitionFor(h.fake, started.reference);
  h.fake.state.linkAccounts(gc.id, accounts);
  const totals = await user.client.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId: user.userId });
  return { ...started, gcRequisitionId: gc.id, agreementId: gc.agreement, totals };
}

/** Requests the fake received for one account scope. */
export const scopeCalls = (h: Harness, accountId: string, scope: CallScope) => h.fake.state.count(`/accounts/${accountId}/${scope}/`, 'GET');

/** Every request the fake received that read account data. */
export const accountDataRequests = (h: Harness) => h.fake.requests.filter((r) => r.path.startsWith('/api/v2/accounts/')).length;

export async function transactionRows(h: Harness, userId: string) {
  return h.t.db
    .selectFrom('transactions')
    .select([
      'id',
      'external_key',
      'status',
      'date',
      'value_date',
      'amount',
      'type',
      'description',
      'counterparty',
      'provider_transaction_id',
      'internal_transaction_id',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('external_key')
    .execute();
}

async function accountRows(h: Harness, userId: string) {
  return h.t.db
    .selectFrom('bank_accounts')
    .select(['id', 'account_id', 'account_name', 'balance', 'sort_code', 'currency', 'account_classification', 'raw_data'])
    .where('user_id', '=', userId)
    .orderBy('account_id')
    .execute();
}

/** Everything stored for a user, comparable with toEqual (timestamps as numbers). */
export async function storedSnapshot(h: Harness, userId: string) {
  const transactions = (await transactionRows(h, userId)).map((r) => ({ ...r, updated_at: r.updated_at.getTime() }));
  const accounts = (await accountRows(h, userId)).map(({ raw_data: _raw, ...a }) => a);
  return { accounts, transactions };
}

export async function budgetRows(h: Harness, accountId: string) {
  const rows = await h.t.db
    .selectFrom('provider_call_budgets')
    .select(['scope', 'used', 'remaining', 'call_limit', 'limited_until'])
    .where('provider', '=', 'gocardless')
    .where('account_ref', '=', accountId)
    .where('day', '=', sql<string>`(now() at time zone 'utc')::date`)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.scope, r]));
}

/** Seconds until the next UTC midnight: when GoCardless's daily budgets start again. */
export function secondsToUtcMidnight(): number {
  const now = new Date();
  return Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);
}

/** What the scheduled job runs with, built from the harness's app (its db, config, clock, provider). */
export async function scheduledDeps(h: Harness): Promise<Deps & { close(): Promise<void> }> {
  const logger = pino({ level: 'silent' });
  const events = await createEventBus(h.t.database, logger);
  const mailer = createMailer({ smtpUrl: undefined, from: h.t.config.mailFrom, db: h.t.db, logger });
  return {
    db: h.t.db,
    config: h.t.config,
    mailer,
    logger,
    events,
    clock: () => h.clock.now,
    bank: { provider: h.provider },
    secretBox: createSecretBox(keyFromAppSecret(h.t.config.appSecret!)),
    async close() {
      mailer.close();
      await events.close();
    },
  };
}

/** A GBP account whose payments carry neither transactionId nor internalTransactionId. */
export function accountWithoutIds(id = 'acc-noid'): FakeAccount {
  const coffee = {
    bookingDate: '2025-03-18',
    valueDate: '2025-03-18',
    transactionAmount: { amount: '-4.50', currency: 'GBP' },
    creditorName: 'Pret A Manger',
    remittanceInformationUnstructured: 'CARD PAYMENT PRET',
  };
  return {
    id,
    details: {
      resourceId: `res-${id}`,
      scan: { sortCode: '11-22-33', accountNumber: '44556677' },
      currency: 'GBP',
      name: 'Everyday',
      product: 'Classic Account',
    },
    balances: [{ balanceAmount: { amount: '87.65', currency: 'GBP' }, balanceType: 'closingBooked', referenceDate: '2025-03-24' }],
    booked: [
      // Two identical payments on one day: two rows, always.
      { ...coffee },
      { ...coffee },
      {
        bookingDate: '2025-03-19',
        valueDate: '2025-03-19',
        transactionAmount: { amount: '-12.00', currency: 'GBP' },
        creditorName: 'Transport for London',
        remittanceInformationUnstructured: 'TFL TRAVEL',
      },
      // An older one, outside a later sync's overlap window.
      {
        bookingDate: '2025-01-02',
        transactionAmount: { amount: '100.00', currency: 'GBP' },
        debtorName: 'Mum',
        remittanceInformationUnstructured: 'HAPPY NEW YEAR',
      },
    ],
    pending: [
      {
        valueDate: '2025-03-24',
        transactionAmount: { amount: '-2.20', currency: 'GBP' },
        creditorName: 'Corner Shop',
      },
    ],
  };
}

/**
 * Registers the hooks every file here needs (one app per file, a fresh fake and provider
 * per test) and returns the current test's harness. A live view: read it inside tests.
 */
export function useHarness(options?: Parameters<typeof startHarness>[1]): Harness {
  let suite: Suite | undefined;
  let current: Harness | undefined;
  beforeAll(async () => {
    suite = await startSuite();
  });
  afterAll(() => suite?.close());
  beforeEach(async () => {
    current = await startHarness(suite!, options);
  });
  afterEach(() => current?.close());
  return new Proxy({} as Harness, { get: (_target, key: keyof Harness) => current![key] });
}
