import type { FastifyInstance } from 'fastify';
import { MAX_IMPORT_FILE_BYTES } from '../../../shared/schemas/imports';

// A statement file travels inside a tRPC call (base64: 4/3 of its size), far above the app's
// 1 MB body limit. The tRPC route gets room for one such file; every call other than the
// imports.* ones is still held to the app's limit, checked on the declared length before any
// of the body is read (a chunked body without a length stops at the route's limit).
const TRPC_IMPORT_BODY_LIMIT = Math.ceil((MAX_IMPORT_FILE_BYTES * 4) / 3) + 256 * 1024;
const IMPORT_PATHS = /^\/trpc\/imports\.[a-zA-Z]+(,imports\.[a-zA-Z]+)*(\?|$)/;

/** Call before the tRPC plugin is registered. */
export function registerImportBodyLimit(app: FastifyInstance, appBodyLimit: number) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/trpc/')) route.bodyLimit = TRPC_IMPORT_BODY_LIMIT;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/trpc/') || IMPORT_PATHS.test(req.url)) return;
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > appBodyLimit) await reply.code(413).send({ error: 'Request body is too large' });
  });
}
