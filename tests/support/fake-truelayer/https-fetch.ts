import { request } from 'node:https';

/**
 * A fetch that trusts one extra CA (the stand-in's self-signed certificate) without
 * turning off certificate checks for the whole process. Never follows redirects.
 */
export function httpsFetch(ca: string): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const req = request(url, { method: init?.method ?? 'GET', headers, ca, signal: init?.signal ?? undefined }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') out.set(name, value);
          const status = res.statusCode ?? 500;
          resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: out }));
        });
      });
      req.on('error', reject);
      if (typeof init?.body === 'string') req.write(init.body);
      req.end();
    });
}
