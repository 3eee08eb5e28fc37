import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/error-handler';
import { MAX_IMPORT_FILE_BYTES } from '../../../shared/schemas/imports';

// A statement file travels inside a tRPC call (base64: 4/3 of its size), far above the app's
// 1 MB body limit. The tRPC route gets room for one such file; every call other than the
// imports.* ones is still held to the app's limit: on the declared length before any of the
// body is read, and on the bytes as they arrive, so a chunked body (no declared length) stops
// at 1 MB too rather than at the route's limit (issue 23 item 12).
const TRPC_IMPORT_BODY_LIMIT = Math.ceil((MAX_IMPORT_FILE_BYTES * 4) / 3) + 256 * 1024;
const IMPORT_PATHS = /^\/trpc\/imports\.[a-zA-Z]+(,imports\.[a-zA-Z]+)*(\?|$)/;
const TOO_LARGE = 'Request body is too large';

/** Call before the tRPC plugin is registered. */
export function registerImportBodyLimit(app: FastifyInstance, appBodyLimit: number) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/trpc/')) route.bodyLimit = TRPC_IMPORT_BODY_LIMIT;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/trpc/') || IMPORT_PATHS.test(req.url)) return;
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > appBodyLimit) await reply.code(413).send({ error: TOO_LARGE });
  });
  // Fastify counts the bytes against the route's limit only; this counts them against the
  // call's own. Fastify answers the stream's error with its status (413) and closes the
  // connection, so the rest of the body is never read.
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!req.url.startsWith('/trpc/') || IMPORT_PATHS.test(req.url)) return payload;
    return payload.pipe(byteLimit(appBodyLimit));
  });
}

function byteLimit(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > limit) callback(new HttpError(413, TOO_LARGE));
      else callback(null, chunk);
    },
  });
}
