import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Received = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };

/**
 * A local HTTP server that keeps every request, standing for an ntfy server (POST the
 * message to the topic URL; `title` and `click` as query parameters) and for a webhook.
 */
export async function startHttpReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      received.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
