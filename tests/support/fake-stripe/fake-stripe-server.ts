import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  customerObject,
  newId,
  seconds,
  stripeError,
  subscriptionObject,
  type FakeCustomer,
  type FakeSubscription,
  type Interval,
  type SubscriptionStatus,
} from './fake-stripe-objects';

const fakeSecretKey = 'sk_test_fake_0123456789abcdef';

type RecordedStripeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
};
type Answer = { status: number; body: unknown };
type StripeFault = { method?: string; path: string | RegExp; status: number; times?: number };

export type FakeStripe = {
  /** The origin to give STRIPE_API_BASE. */
  apiBase: string;
  secretKey: string;
  customers: Map<string, FakeCustomer>;
  subscriptions: Map<string, FakeSubscription>;
  portalSessions: { id: string; customer: string; return_url: string; url: string }[];
  requests: RecordedStripeRequest[];
  faults: StripeFault[];
  addCustomer(email: string | null): FakeCustomer;
  addSubscription(
    customerId: string,
    options: { interval: Interval; status?: SubscriptionStatus; periodEnd: Date; cancelAtPeriodEnd?: boolean; nickname?: string | null },
  ): FakeSubscription;
  close(): Promise<void>;
};

/**
 * The parts of Stripe's API the app uses, on 127.0.0.1: listing a customer's
 * subscriptions, cancelling one, and creating a customer-portal session. Requests are
 * form-encoded and answered with Stripe's JSON shapes and error envelopes; the Bearer
 * secret key is checked like the real API does.
 */
export async function startFakeStripe(options: { now?: () => Date; secretKey?: string } = {}): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const secretKey = options.secretKey ?? fakeSecretKey;
  const customers = new Map<string, FakeCustomer>();
  const subscriptions = new Map<string, FakeSubscription>();
  const portalSessions: FakeStripe['portalSessions'] = [];
  const requests: RecordedStripeRequest[] = [];
  const faults: StripeFault[] = [];

  function route(req: RecordedStripeRequest): Answer {
    const fault = takeFault(faults, req);
    if (fault) return stripeError(fault.status, 'api_error', `Forced ${fault.status}`);
    const auth = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''));
    if (auth?.[1] !== secretKey) {
      const shown = auth?.[1] ? `${auth[1].slice(0, 8)}${'*'.repeat(8)}${auth[1].slice(-4)}` : '';
      return stripeError(401, 'invalid_request_error', auth ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.');
    }

    let match: RegExpExecArray | null;
    if (req.method === 'GET' && req.path === '/v1/subscriptions') return listSubscriptions(req.query);
    if (req.method === 'DELETE' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.path))) return cancelSubscription(decodeURIComponent(match[1]!));
    if (req.method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.path))) {
      const subscription = subscriptions.get(decodeURIComponent(match[1]!));
      return subscription ? { status: 200, body: subscription } : noSuch('subscription', match[1]!, 'id', 404);
    }
    if (req.method === 'POST' && req.path === '/v1/billing_portal/sessions') return createPortalSession(req.form);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}).`);
  }

  function listSubscriptions(query: Record<string, string>): Answer {
    const customer = query.customer;
    if (customer !== undefined && !customers.has(customer)) return noSuch('customer', customer, 'customer', 400);
    const status = query.status ?? 'default';
    const limit = Math.min(Math.max(Number(query.limit ?? 10) || 10, 1), 100);
    let rows = [...subscriptions.values()]
      .filter((s) => customer === undefined || s.customer === customer)
      .filter((s) => (status === 'all' ? true : status === 'default' ? s.status !== 'canceled' && s.status !== 'incomplete_expired' : s.status === status))
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
    if (query.starting_after) rows = rows.slice(rows.findIndex((s) => s.id === query.starting_after) + 1);
    return { status: 200, body: { object: 'list', data: rows.slice(0, limit), has_more: rows.length > limit, url: '/v1/subscriptions' } };
  }

  function cancelSubscription(id: string): Answer {
    const subscription = subscriptions.get(id);
    if (!subscription) return noSuch('subscription', id, 'id', 404);
    if (subscription.status === 'canceled')
      return stripeError(400, 'invalid_request_error', `This subscription has already been canceled: ${id}`, { code: 'resource_missing' });
    const at = seconds(now());
    Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at, cancel_at_period_end: false });
    return { status: 200, body: subscription };
  }

  function createPortalSession(form: Record<string, string>): Answer {
    if (!form.customer) return stripeError(400, 'invalid_request_error', 'Missing required param: customer.', { code: 'parameter_missing', param: 'customer' });
    if (!customers.has(form.customer)) return noSuch('customer', form.customer, 'customer', 400);
    const session = {
      id: newId('bps'),
      object: 'billing_portal.session',
      configuration: 'bpc_test_default',
      created: seconds(now()),
      customer: form.customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: form.return_url ?? null,
      url: `https://billing.stripe.com/p/session/${newId('test')}`,
    };
    portalSessions.push({ id: session.id, customer: session.customer, return_url: form.return_url ?? '', url: session.url });
    return { status: 200, body: session };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form: Object.fromEntries(new URLSearchParams(body)),
        headers: { ...req.headers },
      };
      requests.push(recorded);
      send(res, route(recorded));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    secretKey,
    customers,
    subscriptions,
    portalSessions,
    requests,
    faults,
    addCustomer(email) {
      const customer = customerObject(email, now());
      customers.set(customer.id, customer);
      return customer;
    },
    addSubscription(customerId, options) {
      const periodStart = new Date(options.periodEnd.getTime() - (options.interval === 'month' ? 30 : 365) * 86_400_000);
      const subscription = subscriptionObject(customerId, { ...options, periodStart });
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function noSuch(kind: string, id: string, param: string, status: number): Answer {
  return stripeError(status, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}

function takeFault(faults: StripeFault[], req: RecordedStripeRequest): StripeFault | undefined {
  const index = faults.findIndex((f) => (!f.method || f.method === req.method) && (typeof f.path === 'string' ? f.path === req.path : f.path.test(req.path)));
  const fault = faults[index];
  if (!fault) return undefined;
  fault.times = (fault.times ?? 1) - 1;
  if (fault.times <= 0) faults.splice(index, 1);
  return fault;
}

function send(res: ServerResponse, answer: Answer) {
  res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(answer.body));
}
