import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStarlingState, type FakeHolder } from './fake-starling-state';

export type FakeStarling = { baseUrl: string; state: FakeStarlingState; close(): Promise<void> };

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

const money = (minorUnits: number, currency = 'GBP') => ({ currency, minorUnits });

/**
 * A stand-in for Starling's public API v2 on 127.0.0.1, as documented: bearer tokens (401
 * for an unknown or revoked one), accounts with their default category, identifiers, balance,
 * savings goals, the feed between two timestamps per category, direct debit mandates,
 * standing orders per category and payees. Every request is recorded; faults are queued.
 */
export async function startFakeStarling(): Promise<FakeStarling> {
  const state = new FakeStarlingState();
  const server = createServer((req, res) => answer(res, route(state, req)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answer(res: ServerResponse, a: Answer) {
  res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
  res.end(a.body === undefined ? '' : JSON.stringify(a.body));
}

function route(state: FakeStarlingState, req: IncomingMessage): Answer {
  const url = new URL(req.url ?? '/', 'http://fake');
  const authorization = req.headers.authorization ?? null;
  state.requests.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), authorization });
  const fault = state.faults.shift();
  if (fault) return { status: fault.status, headers: fault.headers, body: { error: 'fault', error_description: 'queued fault' } };
  const token = authorization?.replace(/^Bearer /, '') ?? '';
  const holder = state.holders.get(token);
  if (!holder) return { status: 401, body: { error: 'invalid_token', error_description: 'Could not validate provided access token' } };
  if (req.method !== 'GET') return { status: 405 };
  const p = url.pathname.replace(/^\/api\/v2/, '');
  let m: RegExpExecArray | null;
  if (p === '/accounts') {
    return ok({
      accounts: holder.accounts.map(({ accountUid, accountType, defaultCategory, currency, createdAt, name }) => ({
        accountUid,
        accountType,
        defaultCategory,
        currency,
        createdAt,
        name,
      })),
    });
  }
  if ((m = /^\/accounts\/([^/]+)\/identifiers$/.exec(p))) {
    const a = account(holder, m[1]!);
    return a
      ? ok({ accountIdentifier: a.accountNumber, bankIdentifier: a.sortCode, iban: `GB00SRLG${a.sortCode}${a.accountNumber}`, bic: 'SRLGGB2L' })
      : notFound();
  }
  if ((m = /^\/accounts\/([^/]+)\/balance$/.exec(p))) {
    const a = account(holder, m[1]!);
    if (!a) return notFound();
    return ok({
      clearedBalance: money(a.cleared),
      effectiveBalance: money(a.effective),
      pendingTransactions: money(a.effective - a.cleared),
      acceptedOverdraft: money(0),
      amount: money(a.cleared),
      totalClearedBalance: money(a.cleared),
      totalEffectiveBalance: money(a.effective),
    });
  }
  if ((m = /^\/account\/([^/]+)\/savings-goals$/.exec(p))) {
    const goals = holder.goals.filter((g) => g.accountUid === m![1]);
    return ok({
      savingsGoalList: goals.map((g) => ({
        savingsGoalUid: g.savingsGoalUid,
        name: g.name,
        totalSaved: money(g.totalSaved),
        savedPercentage: 0,
        state: g.state,
      })),
    });
  }
  if ((m = /^\/feed\/account\/([^/]+)\/category\/([^/]+)\/transactions-between$/.exec(p))) {
    const min = url.searchParams.get('minTransactionTimestamp');
    const max = url.searchParams.get('maxTransactionTimestamp');
    // Both are required by the API.
    if (!min || !max || Number.isNaN(Date.parse(min)) || Number.isNaN(Date.parse(max))) return { status: 400, body: { errors: [{ message: 'timestamps' }] } };
    const [accountUid, categoryUid] = [m[1]!, m[2]!];
    if (!account(holder, accountUid)) return notFound();
    const items = holder.feed.filter(
      (f) => f.categoryUid === categoryUid && Date.parse(f.transactionTime) >= Date.parse(min) && Date.parse(f.transactionTime) <= Date.parse(max),
    );
    return ok({ feedItems: items.sort((a, b) => b.transactionTime.localeCompare(a.transactionTime)) });
  }
  if (p === '/direct-debit/mandates') return ok({ mandates: holder.mandates });
  if ((m = /^\/payments\/local\/account\/([^/]+)\/category\/([^/]+)\/standing-orders$/.exec(p))) {
    const orders = holder.standingOrders.filter((o) => o.accountUid === m![1] && o.categoryUid === m![2]);
    return ok({ standingOrders: orders.map(({ accountUid: _a, ...o }) => o) });
  }
  if (p === '/payees') return ok({ payees: holder.payees.map((x) => ({ ...x, payeeType: 'INDIVIDUAL', accounts: [] })) });
  return notFound();
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const notFound = (): Answer => ({ status: 404, body: { error: 'not_found' } });
const account = (holder: FakeHolder, uid: string) => holder.accounts.find((a) => a.accountUid === uid);
