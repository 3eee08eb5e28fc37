import type { FakeAgreement, FakeGoCardlessState, FakeRequisition, RecordedRequest } from './fake-gocardless-state';

// The documented parts of Bank Account Data v2, answered from memory. Bodies and status
// codes follow what the real API sends, so the client is tested against real shapes.

export type FakeResponse = { status: number; body: unknown; headers?: Record<string, string> };

type Request = RecordedRequest & { route: string; json: unknown };

const error = (status: number, summary: string, detail: string, extra: Record<string, unknown> = {}): FakeResponse => ({
  status,
  body: { summary, detail, status_code: status, ...extra },
});

const notFound = () => error(404, 'Not found.', 'Not found.');
/** A validation error: GoCardless nests summary/detail under the offending field. */
const invalid = (field: string, summary: string, detail: string): FakeResponse => ({
  status: 400,
  body: { [field]: { summary, detail }, status_code: 400 },
});

const utcDay = () => new Date().toISOString().slice(0, 10);
const secondsToUtcMidnight = () => {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
};

const field = (json: unknown, name: string): unknown => (typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined);

export function handle(state: FakeGoCardlessState, req: Request, baseUrl: string): FakeResponse {
  const { method, route } = req;
  if (method === 'POST' && route === '/token/new/') return tokenNew(state, req.json);
  if (method === 'POST' && route === '/token/refresh/') return tokenRefresh(state, req.json);

  const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!auth?.[1] || !state.isLive('access', auth[1])) {
    return error(401, 'Invalid token', 'Token is invalid or expired', { code: 'token_not_valid' });
  }
  const general = generalLimit(state);
  if (general.refused) return general.refused;
  const res = dispatch(state, req, baseUrl);
  return { ...res, headers: { ...general.headers, ...res.headers } };
}

function dispatch(state: FakeGoCardlessState, req: Request, baseUrl: string): FakeResponse {
  const { method, route } = req;

  let match: RegExpExecArray | null;
  if (method === 'GET' && route === '/institutions/') return listInstitutions(state, req.query.country);
  if (method === 'GET' && (match = /^\/institutions\/([^/]+)\/$/.exec(route))) {
    const institution = state.institutions.find((i) => i.id === decodeURIComponent(match![1]!));
    return institution ? { status: 200, body: institution } : notFound();
  }
  if (method === 'POST' && route === '/agreements/enduser/') return createAgreement(state, req.json);
  if (method === 'GET' && (match = /^\/agreements\/enduser\/([^/]+)\/$/.exec(route))) {
    const agreement = state.agreements.get(decodeURIComponent(match[1]!));
    return agreement ? { status: 200, body: agreement } : notFound();
  }
  if (method === 'POST' && route === '/requisitions/') return createRequisition(state, req.json, baseUrl);
  if ((match = /^\/requisitions\/([^/]+)\/$/.exec(route))) {
    const id = decodeURIComponent(match[1]!);
    const requisition = state.requisitions.get(id);
    if (!requisition) return notFound();
    if (method === 'GET') return { status: 200, body: requisition };
    if (method === 'DELETE') {
      state.requisitions.delete(id);
      state.agreements.delete(requisition.agreement);
      return { status: 200, body: { summary: 'Requisition deleted', detail: `Requisition ${id} deleted with all its End User Agreements` } };
    }
  }
  if (method === 'GET' && (match = /^\/accounts\/([^/]+)\/(details|balances|transactions)\/$/.exec(route))) {
    return accountData(state, decodeURIComponent(match[1]!), match[2] as 'details' | 'balances' | 'transactions', req.query);
  }
  return notFound();
}

function tokenNew(state: FakeGoCardlessState, json: unknown): FakeResponse {
  if (field(json, 'secret_id') !== state.secretId || field(json, 'secret_key') !== state.secretKey) {
    return error(401, 'Authentication failed', 'No active account found with the given credentials');
  }
  return {
    status: 200,
    body: {
      access: state.issueToken('access'),
      access_expires: state.accessLifetimeSeconds,
      refresh: state.issueToken('refresh'),
      refresh_expires: state.refreshLifetimeSeconds,
    },
  };
}

function tokenRefresh(state: FakeGoCardlessState, json: unknown): FakeResponse {
  const refresh = field(json, 'refresh');
  if (typeof refresh !== 'string' || !state.isLive('refresh', refresh)) {
    return error(401, 'Invalid token', 'Token is invalid or expired', { code: 'token_not_valid' });
  }
  return { status: 200, body: { access: state.issueToken('access'), access_expires: state.accessLifetimeSeconds } };
}

/** Counts the call against the per-minute limit: its headers, or the 429 once over it. */
function generalLimit(state: FakeGoCardlessState): { refused: FakeResponse | null; headers: Record<string, string> } {
  const minute = new Date().toISOString().slice(0, 16);
  const calls = (state.generalCalls.get(minute) ?? 0) + 1;
  state.generalCalls.set(minute, calls);
  const reset = 60 - new Date().getUTCSeconds();
  const limit = state.generalLimitPerMinute;
  const headers = state.rateLimitHeaders('general', { limit, remaining: Math.max(0, limit - calls), reset });
  if (calls <= limit) return { refused: null, headers };
  const detail = `The rate limit for this resource is ${limit}/minute. Please try again in ${reset} seconds`;
  return { refused: { ...error(429, 'Rate limit exceeded', detail), headers }, headers };
}

function listInstitutions(state: FakeGoCardlessState, country: string | undefined): FakeResponse {
  if (!country) return invalid('country', 'Invalid country', 'country is required');
  const upper = country.toUpperCase();
  return { status: 200, body: state.institutions.filter((i) => i.countries.includes(upper)) };
}

const days = (value: string | undefined) => Number(value ?? '90');

function createAgreement(state: FakeGoCardlessState, json: unknown): FakeResponse {
  const institutionId = field(json, 'institution_id');
  const institution = state.institutions.find((i) => i.id === institutionId);
  if (!institution) return invalid('institution_id', 'Unknown Institution ID', `Get Institution IDs from /institutions/?country={$COUNTRY_CODE}`);
  const history = field(json, 'max_historical_days');
  const maxHistory = days(institution.transaction_total_days);
  if (typeof history !== 'number' || !Number.isInteger(history) || history < 1 || history > maxHistory) {
    return invalid('max_historical_days', 'Incorrect max_historical_days', `max_historical_days must be > 0 and <= ${maxHistory} for ${institution.id}`);
  }
  const access = field(json, 'access_valid_for_days');
  const maxAccess = days(institution.max_access_valid_for_days);
  if (typeof access !== 'number' || !Number.isInteger(access) || access < 1 || access > maxAccess) {
    return invalid('access_valid_for_days', 'Incorrect access_valid_for_days', `access_valid_for_days must be > 0 and <= ${maxAccess}`);
  }
  const scope = field(json, 'access_scope') ?? ['balances', 'details', 'transactions'];
  if (!Array.isArray(scope) || scope.some((s) => !['balances', 'details', 'transactions'].includes(s as string))) {
    return invalid('access_scope', 'Unknown value in access_scope', 'Choose from balances, details, transactions');
  }
  const agreement: FakeAgreement = {
    id: state.newId(),
    created: new Date().toISOString(),
    institution_id: institution.id,
    max_historical_days: history,
    access_valid_for_days: access,
    access_scope: scope as string[],
    accepted: null,
  };
  state.agreements.set(agreement.id, agreement);
  return { status: 201, body: agreement };
}

function createRequisition(state: FakeGoCardlessState, json: unknown, baseUrl: string): FakeResponse {
  const redirect = field(json, 'redirect');
  const institutionId = field(json, 'institution_id');
  const reference = field(json, 'reference');
  const agreementId = field(json, 'agreement');
  if (typeof redirect !== 'string' || !/^https?:\/\//.test(redirect)) return invalid('redirect', 'Invalid redirect', 'Enter a valid URL.');
  if (!state.institutions.some((i) => i.id === institutionId)) return invalid('institution_id', 'Unknown Institution ID', 'Unknown institution');
  if (typeof reference !== 'string' || reference === '') return invalid('reference', 'Incorrect reference', 'reference is required');
  if ([...state.requisitions.values()].some((r) => r.reference === reference)) {
    return invalid('reference', 'Client reference must be unique', 'Client reference must be unique');
  }
  const agreement = typeof agreementId === 'string' ? state.agreements.get(agreementId) : undefined;
  if (!agreement || agreement.institution_id !== institutionId) {
    return invalid('agreement', 'Incorrect agreement', 'Agreement does not exist or belongs to another institution');
  }
  const id = state.newId();
  const requisition: FakeRequisition = {
    id,
    created: new Date().toISOString(),
    redirect,
    status: 'CR',
    institution_id: institutionId as string,
    agreement: agreement.id,
    reference,
    accounts: [],
    user_language: typeof field(json, 'user_language') === 'string' ? (field(json, 'user_language') as string) : 'EN',
    link: `${baseUrl}/ob-psd2/start/${id}/${institutionId as string}`,
  };
  state.requisitions.set(id, requisition);
  return { status: 201, body: requisition };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function accountData(
  state: FakeGoCardlessState,
  accountId: string,
  scope: 'details' | 'balances' | 'transactions',
  query: Record<string, string>,
): FakeResponse {
  const account = state.accounts.get(accountId);
  if (!account) return error(404, 'Account ID not found', `Account ID ${accountId} not found`);
  const what = { details: 'account details', balances: 'balances', transactions: 'account transactions' }[scope];
  const requisition = state.requisitionOf(accountId);
  if (requisition && state.expiredAgreements.has(requisition.agreement)) {
    return error(403, `End User Agreement (EUA) ${requisition.agreement} has expired`, 'EUA was valid for 90 days and is expired', {
      type: 'AccessExpiredError',
    });
  }
  if (requisition?.status === 'EX') {
    return error(401, `Couldn't update ${what}`, 'Access has expired or it has been revoked. To restore access reconnect the account.', {
      type: 'AccessExpiredError',
    });
  }

  const key = `${accountId}:${scope}:${utcDay()}`;
  const used = state.accountCalls.get(key) ?? 0;
  const reset = secondsToUtcMidnight();
  if (used >= state.accountDailyLimit) {
    return {
      ...error(429, 'Rate limit exceeded', `The rate limit for this resource is ${state.accountDailyLimit}/day. Please try again in ${reset} seconds`),
      headers: state.rateLimitHeaders('account', { limit: state.accountDailyLimit, remaining: 0, reset }),
    };
  }
  if (scope === 'transactions') {
    for (const name of ['date_from', 'date_to'] as const) {
      const value = query[name];
      if (value !== undefined && !isoDate.test(value)) return invalid(name, `Invalid ${name}`, `${name} must be in yyyy-MM-dd format`);
    }
  }
  state.accountCalls.set(key, used + 1);
  const headers = state.rateLimitHeaders('account', { limit: state.accountDailyLimit, remaining: state.accountDailyLimit - used - 1, reset });
  if (scope === 'details') return { status: 200, body: { account: account.details }, headers };
  if (scope === 'balances') return { status: 200, body: { balances: account.balances }, headers };
  const from = query.date_from ?? '0000-01-01';
  const to = query.date_to ?? '9999-12-31';
  const inRange = (date: string | undefined) => date !== undefined && date >= from && date <= to;
  return {
    status: 200,
    headers,
    body: {
      transactions: {
        booked: account.booked.filter((t) => inRange(t.bookingDate ?? t.valueDate)),
        pending: account.pending.filter((t) => inRange(t.bookingDate ?? t.valueDate)),
      },
      last_updated: new Date().toISOString(),
    },
  };
}
