import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { isAppPath } from '../../shared/app-paths';

/**
 * Serves the built client. Hashed files under /assets are cached for a year; every
 * other GET that is not an API path gets index.html, so the client's router renders
 * the page (or its 404 page).
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string | undefined) {
  const indexPath = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The .br and .gz copies the build wrote, chosen by the request's Accept-Encoding.
      preCompressed: true,
      // Our own cache rules below, not the plugin's max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // The same path may be sent brotli, gzip or plain (preCompressed): caches must key on it.
        res.setHeader('vary', 'accept-encoding');
        // index.html must always be revalidated so a deploy reaches users at once.
        if (filePath.endsWith('index.html')) res.setHeader('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=300');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/trpc') || req.url.startsWith('/healthz') || req.url.startsWith('/readyz');
    if (hasClient && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      // The client renders every path, its 404 page included; the status says which it is.
      const pathname = req.url.split('?')[0]!;
      return reply.code(isAppPath(pathname) ? 200 : 404).sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, 'Not found'));
  });
}
