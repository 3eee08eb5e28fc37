import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handle, type Answer } from './fake-truelayer-routes';
import { FakeTrueLayerState, type Fault } from './fake-truelayer-state';

export { fakeClientId, fakeClientSecret } from './fake-truelayer-state';

export type FakeTrueLayer = {
  /** Serves both the auth server and the Data API, as TRUELAYER_AUTH_URL and TRUELAYER_API_URL. */
  baseUrl: string;
  state: FakeTrueLayerState;
  /** The self-signed certificate (PEM) clients must trust, when started with tls. */
  ca: string | null;
  close(): Promise<void>;
};

/**
 * A self-signed certificate for localhost and 127.0.0.1, made with the openssl CLI into a
 * temp dir that is deleted at once: no private key is ever committed.
 */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-truelayer-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A stand-in for TrueLayer's auth server and Data API v1 on 127.0.0.1. HTTPS with `tls`
 * (the consent page must be an https form target under the app's CSP), plain HTTP otherwise.
 */
export async function startFakeTrueLayer(options: { tls?: boolean } = {}): Promise<FakeTrueLayer> {
  const state = new FakeTrueLayerState();
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function respond(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: { ...req.headers }, body };
    state.requests.push(recorded);
    const fault = takeFault(state.faults, recorded.method, url.pathname);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (res.destroyed || res.writableEnded) return;
    if (fault?.status !== undefined) return send(res, { status: fault.status, body: fault.body ?? defaultErrorBody(fault.status), headers: fault.headers });
    let json: Record<string, unknown> | null = null;
    const type = String(req.headers['content-type'] ?? '');
    if (type.includes('json') && body.trim() !== '') {
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return send(res, { status: 400, body: { error: 'invalid_request', error_description: 'Body is not JSON' } });
      }
    }
    const form = new URLSearchParams(type.includes('x-www-form-urlencoded') ? body : '');
    send(res, handle(state, { ...recorded, form, json }, baseUrl));
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void respond(req, res, Buffer.concat(chunks).toString('utf8')));
  };
  const pair = options.tls ? selfSignedCertificate() : null;
  const server = pair ? createHttpsServer({ key: pair.key, cert: pair.cert }, listener) : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `${pair ? 'https' : 'http'}://localhost:${port}`;

  return {
    baseUrl,
    state,
    ca: pair?.cert ?? null,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function takeFault(faults: Fault[], method: string, path: string): Fault | undefined {
  const index = faults.findIndex((f) => (!f.method || f.method === method) && (typeof f.path === 'string' ? f.path === path : f.path.test(path)));
  const fault = faults[index];
  if (!fault) return undefined;
  fault.times = (fault.times ?? 1) - 1;
  if (fault.times <= 0) faults.splice(index, 1);
  return fault;
}

function defaultErrorBody(status: number): unknown {
  // TrueLayer's edge answers 5xx with HTML pages; the client must cope.
  if (status >= 500) return `<html><body><h1>${status} Service Unavailable</h1></body></html>`;
  return { error: `error_${status}`, error_description: `Forced ${status}`, error_details: {} };
}

function send(res: ServerResponse, answer: Answer) {
  if (res.destroyed || res.writableEnded) return;
  const raw = typeof answer.body === 'string';
  const type = raw && answer.body !== '' && !String(answer.body).trimStart().startsWith('{') ? 'text/html' : 'application/json';
  res.writeHead(answer.status, { 'content-type': type, ...answer.headers });
  res.end(raw ? answer.body : JSON.stringify(answer.body));
}
