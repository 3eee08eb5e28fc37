import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handle } from './fake-gocardless-routes';
import { FakeGoCardlessState, type Fault, type FakeGoCardlessOptions, type RecordedRequest } from './fake-gocardless-state';

export type { FakeGoCardlessOptions, RequisitionStatus } from './fake-gocardless-state';

export type FakeGoCardless = {
  /** Ends in /api/v2, as the client's baseUrl expects. */
  baseUrl: string;
  /** The in-memory API state and the test controls (failNext, linkAccounts, ...). */
  state: FakeGoCardlessState;
  /** Every request received, headers and body included, in arrival order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
};

const apiPrefix = '/api/v2';

/**
 * A stand-in for the Bank Account Data API on 127.0.0.1, for tests that must not reach
 * the internet. It keeps requisitions, agreements, tokens and per-account call counts in
 * memory and lets the test force the failures the real API produces.
 */
export async function startFakeGoCardless(options: FakeGoCardlessOptions = {}): Promise<FakeGoCardless> {
  const state = new FakeGoCardlessState(options);
  // Delayed answers still pending: released on close so nothing outlives the test.
  const waits = new Set<{ timer: NodeJS.Timeout; release: () => void }>();
  let baseUrl = '';

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wait = { timer: setTimeout(() => release(), ms), release: () => release() };
      const release = () => {
        clearTimeout(wait.timer);
        waits.delete(wait);
        resolve();
      };
      waits.add(wait);
    });

  async function respond(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      body,
    };
    state.requests.push(recorded);
    if (!url.pathname.startsWith(`${apiPrefix}/`)) return send(res, { status: 404, body: { summary: 'Not found.', detail: 'Not found.', status_code: 404 } });
    const route = url.pathname.slice(apiPrefix.length);

    const fault = takeFault(state.faults, recorded.method, route);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (res.destroyed || res.writableEnded) return;
    if (fault?.status !== undefined) {
      return send(res, { status: fault.status, body: fault.body ?? defaultErrorBody(fault.status), headers: fault.headers });
    }

    let json: unknown = null;
    if (body.trim() !== '') {
      try {
        json = JSON.parse(body);
      } catch {
        return send(res, { status: 400, body: { summary: 'Invalid JSON', detail: 'The request body is not JSON', status_code: 400 } });
      }
    }
    send(res, handle(state, { ...recorded, route, json }, baseUrl.slice(0, -apiPrefix.length)));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void respond(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}${apiPrefix}`;

  return {
    baseUrl,
    state,
    requests: state.requests,
    async close() {
      for (const wait of [...waits]) wait.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function takeFault(faults: Fault[], method: string, route: string): Fault | undefined {
  const index = faults.findIndex((f) => (!f.method || f.method === method) && (typeof f.path === 'string' ? f.path === route : f.path.test(route)));
  const fault = faults[index];
  if (!fault) return undefined;
  fault.times = (fault.times ?? 1) - 1;
  if (fault.times <= 0) faults.splice(index, 1);
  return fault;
}

function defaultErrorBody(status: number): unknown {
  // 5xx from the load balancer are HTML, not JSON: the client must cope with both.
  if (status >= 500) return `<html><body><h1>${status}</h1></body></html>`;
  return { summary: `Error ${status}`, detail: `Forced ${status}`, status_code: status };
}

function send(res: ServerResponse, answer: { status: number; body: unknown; headers?: Record<string, string> }) {
  if (res.destroyed || res.writableEnded) return;
  const html = typeof answer.body === 'string';
  res.writeHead(answer.status, { 'content-type': html ? 'text/html' : 'application/json', ...answer.headers });
  res.end(html ? answer.body : JSON.stringify(answer.body));
}
