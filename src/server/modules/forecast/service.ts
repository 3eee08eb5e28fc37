import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { resolveBalancePence } from '../../../shared/bank/account-rules';
import { addDays } from '../../../shared/dates';
import { forecastToPayday, MAX_HISTORY_DAYS } from '../../../shared/forecast/engine';
import { bankOverdraftLimitPence } from '../../../shared/forecast/overdraft';
import { seedOf } from '../../../shared/forecast/random';
import type { Forecast } from '../../../shared/forecast/types';
import { penceToDecimal } from '../../../shared/money';
import type { ForecastSettings, forecastSettingsInput, toPaydayInput } from '../../../shared/schemas/forecast';
import { netSpending, type CategorySpending } from '../../money-rules/spending';
import { dailyBalances } from '../categories/service';
import { leftToSpend } from '../dashboard/service';
import { expectedIncomeBetween, today } from '../money/service';
import { plannedSpending } from './plan-source';
import * as q from './queries';

const FORECAST_ACCOUNT_NOT_FOUND = 'We could not find that current account';
/** The chart's line: this many days of balance before today. */
const RECENT_DAYS = 30;

export type PaydayForecast = Forecast & {
  /** The account forecast, or null for all current accounts together. */
  accountId: string | null;
  accounts: { id: string; name: string; institution: string }[];
  /** Where the history learnt from begins (null without any). */
  historyFrom: string | null;
  limitPence: number | null;
  bufferPence: number;
  bills: { name: string; amount: number; date: string }[];
  moneyIn: { name: string; amount: number; date: string }[];
  /** The balance at the end of each of the last 30 days (null before the first transaction). */
  recent: { date: string; balance: number | null }[];
};

/** What every forecast of one person on one day shares: read once per pass, whatever the accounts. */
type PersonInputs = {
  day: string;
  accounts: Awaited<ReturnType<typeof q.currentAccountsOf>>;
  payday: string;
  left: Awaited<ReturnType<typeof leftToSpend>>;
  income: Awaited<ReturnType<typeof expectedIncomeBetween>>;
  settings: Awaited<ReturnType<typeof q.settingsOf>>;
  /** Everyday spending of every account of the person over the longest history a forecast reads. */
  spending: Awaited<ReturnType<typeof q.everydaySpendingByDay>>;
};

async function personInputs(deps: Deps, userId: string): Promise<PersonInputs> {
  const day = today(deps);
  // Side by side: on a Postgres server each on its own connection; on the embedded database
  // (one connection) each query is sent as soon as the one before it is answered.
  const [accounts, left, settings, spending] = await Promise.all([
    q.currentAccountsOf(deps.db, userId),
    // Its next payday is the pay cycle's (payday payCyclesOf, the bills' rule), read once.
    leftToSpend(deps, userId),
    q.settingsOf(deps.db, userId),
    // Every account's rows from the earliest day a forecast reads: an account's own rows
    // begin at its first transaction, so they are the same rows as from its history's start.
    q.everydaySpendingByDay(deps.db, userId, { from: addDays(day, -MAX_HISTORY_DAYS), to: addDays(day, -1) }),
  ]);
  const payday = left.nextPayDay;
  const income = await expectedIncomeBetween(deps, userId, { from: day, to: addDays(payday, -1) });
  return { day, accounts, payday, left, income, settings, spending };
}

/**
 * "Will I make it to payday?" (issue 27; decision 051): one current account, or all of them,
 * from today to the day before the next payday, with its low, middle and high outcomes.
 */
export async function toPayday(deps: Deps, userId: string, input: z.output<typeof toPaydayInput>): Promise<PaydayForecast> {
  const person = await personInputs(deps, userId);
  if (input.accountId && !person.accounts.some((a) => a.id === input.accountId)) throw new AppError('NOT_FOUND', FORECAST_ACCOUNT_NOT_FOUND);
  return forecastOf(deps, userId, person, input, { chart: true });
}

/**
 * Each current account's forecast from its history, for the warning pass
 * (notifications/forecast-warning.ts): the person's inputs are read once for all of them, and
 * the chart's last 30 days of balances, which a warning does not show, are not read.
 * `skip`: accounts not to forecast (already warned this cycle), asked once the payday is known.
 */
export async function forecastsPerAccount(
  deps: Deps,
  userId: string,
  skip: (payday: string, accountIds: string[]) => Promise<Set<string>>,
): Promise<(PaydayForecast & { accountName: string })[]> {
  const person = await personInputs(deps, userId);
  const skipped = await skip(
    person.payday,
    person.accounts.map((a) => a.id),
  );
  const out: (PaydayForecast & { accountName: string })[] = [];
  for (const account of person.accounts) {
    if (skipped.has(account.id)) continue;
    out.push({ ...(await forecastOf(deps, userId, person, { accountId: account.id }, { chart: false })), accountName: account.account_name });
  }
  return out;
}

async function forecastOf(
  deps: Deps,
  userId: string,
  person: PersonInputs,
  input: z.output<typeof toPaydayInput>,
  options: { chart: boolean },
): Promise<PaydayForecast> {
  const { day, accounts, payday, left, settings } = person;
  const chosen = input.accountId ? accounts.filter((a) => a.id === input.accountId) : accounts;
  const ids = chosen.map((a) => a.id);
  const yesterday = addDays(day, -1);
  const single = input.accountId ?? null;
  // A bill or income typed by hand names no account: it belongs to every forecast of one
  // account (we cannot tell which pays it, and a warning is better early than missed), money
  // in only when the person has one current account (counting it twice would hide a shortfall).
  const billFits = (accountId: string | null) => single === null || accountId === single || accountId === null;
  const incomeFits = (accountId: string | null) => single === null || accountId === single || (accountId === null && accounts.length === 1);

  const [first, plan] = await Promise.all([
    q.firstDateOf(deps.db, userId, ids),
    input.spending === 'plan' ? plannedSpending(deps, userId) : Promise.resolve(null),
  ]);
  const earliest = addDays(day, -MAX_HISTORY_DAYS);
  const historyFrom = first === null ? null : first > earliest ? first : earliest;
  const opening = chosen.reduce((sum, a) => sum + resolveBalancePence(a.balance, a.raw_data), 0);
  const recent = options.chart ? await dailyBalances(deps, userId, { ids, nowPence: opening, from: addDays(day, -RECENT_DAYS), first }) : [];
  const chosenIds = new Set(ids);
  const history = historyFrom === null ? [] : spentPerDay(person.spending.filter((r) => chosenIds.has(r.accountId)));

  // A bill with no date is counted today, as left to spend counts it now.
  const bills = left.bills
    .filter((b) => billFits(b.accountId) && (b.date ?? day) < payday)
    .map((b) => ({ name: b.name, amount: b.amount, date: b.date ?? day }));
  const moneyIn = person.income.filter((m) => incomeFits(m.accountId)).map((m) => ({ name: m.name, amount: m.pence, date: m.date }));
  const bankLimits = chosen.map((a) => bankOverdraftLimitPence(a.raw_data));
  const limitPence = bankLimits.some((l) => l !== null) ? bankLimits.reduce<number>((sum, l) => sum + (l ?? 0), 0) : (settings?.overdraft_limit_pence ?? null);
  const bufferPence = settings?.buffer_pence ?? 0;

  const forecast = forecastToPayday({
    today: day,
    payday,
    openingPence: opening,
    bills: bills.map((b) => ({ date: b.date, pence: b.amount, name: b.name })),
    moneyIn: moneyIn.map((m) => ({ date: m.date, pence: m.amount, name: m.name })),
    history: historyFrom === null ? { from: day, to: yesterday, days: [] } : { from: historyFrom, to: yesterday, days: history },
    plan,
    limitPence,
    bufferPence,
    // The same account on the same day draws the same paths: a reload shows the same figures.
    seed: seedOf(`${userId}:${single ?? 'all'}:${day}`),
  });
  return {
    ...forecast,
    accountId: single,
    accounts: accounts.map((a) => ({ id: a.id, name: a.account_name, institution: a.institution_name })),
    historyFrom,
    limitPence,
    bufferPence,
    bills,
    moneyIn,
    recent,
  };
}

/**
 * Each day's everyday spending, as the dashboard's "spent today" reads a day: spending less the
 * refunds of the day, each category floored at £0 (money-rules/spending.ts netSpending). The
 * day is the period because the engine draws whole days: a refund lowers the day it landed in,
 * never makes a day of money earned that a path would draw again (no refund is promised).
 */
function spentPerDay(rows: readonly (CategorySpending & { date: string })[]): { date: string; pence: number }[] {
  const byDay = new Map<string, CategorySpending[]>();
  for (const r of rows) byDay.set(r.date, [...(byDay.get(r.date) ?? []), r]);
  return [...byDay].flatMap(([date, day]) => {
    const { total } = netSpending(day);
    return total > 0 ? [{ date, pence: total }] : [];
  });
}

export async function settings(deps: Deps, userId: string): Promise<ForecastSettings> {
  const row = await q.settingsOf(deps.db, userId);
  const pounds = (pence: number | null | undefined) => (pence ? penceToDecimal(pence) : '');
  return { buffer: pounds(row?.buffer_pence), overdraftLimit: pounds(row?.overdraft_limit_pence) };
}

export async function saveSettings(deps: Deps, userId: string, input: z.output<typeof forecastSettingsInput>): Promise<ForecastSettings> {
  await q.saveSettings(deps.db, userId, { buffer_pence: input.buffer ?? 0, overdraft_limit_pence: input.overdraftLimit }, deps.clock());
  return settings(deps, userId);
}
