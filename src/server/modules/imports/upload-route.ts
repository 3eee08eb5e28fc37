import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createErrorHandler, HttpError } from '../../http/error-handler';
import { requestSession } from '../../http/request-session';
import { hitRateLimit } from '../../security/rate-limit';
import { messages } from '../../../shared/errors';
import { FILE_TOO_LARGE, MAX_IMPORT_FILE_BYTES, uploadQuery, type UploadAnswer } from '../../../shared/schemas/imports';
import { storeUpload } from './uploads';

const UPLOAD_PATH = '/api/imports/upload';
const NOT_A_FILE = 'Please send the statement file itself, as application/octet-stream.';
const EMPTY_FILE = 'This file is empty. Please choose the file your bank gave you.';

/**
 * POST /api/imports/upload?name=statement.csv: a statement file as raw bytes
 * (application/octet-stream), at most 10 MB, kept for the signed-in person (session cookie or
 * personal access token, as tRPC) under an upload id that imports.preview and imports.confirm
 * take. The body arrives in chunks, so no step holds the event loop with the whole file, where
 * the same file as base64 inside a tRPC call was one JSON parse, check and decode
 * (issue 23 item 1, docs/decisions/053). The app's origin check refuses cross-site uploads.
 */
export async function registerImportUploadRoute(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    // Only this scope reads octet-stream bodies, and only up to the file limit: a larger declared
    // length is refused before any byte is read, a chunked one as soon as it passes the limit.
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_FILE_BYTES }, (_req, body, done) => done(null, body));

    const handle = createErrorHandler(deps.config);
    scope.setErrorHandler((error: FastifyError | HttpError | AppError, req, reply) => {
      if (error instanceof AppError) {
        if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds) void reply.header('Retry-After', String(error.retryAfterSeconds));
        return handle(new HttpError(error.code === 'RATE_LIMITED' ? 429 : 400, error.message, error.code), req, reply);
      }
      if (error instanceof HttpError) return handle(error, req, reply);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return handle(new HttpError(413, FILE_TOO_LARGE), req, reply);
      if (error.statusCode === 415 || error.code?.startsWith('FST_ERR_CTP_')) return handle(new HttpError(415, NOT_A_FILE), req, reply);
      return handle(error, req, reply);
    });

    // Signed-in people only, checked before the body is read: an anonymous upload is not read.
    const uploader = new WeakMap<FastifyRequest, string>();
    scope.post(
      UPLOAD_PATH,
      {
        bodyLimit: MAX_IMPORT_FILE_BYTES,
        onRequest: async (req, reply) => {
          const session = await requestSession(req, reply, deps);
          if (!session) throw new HttpError(401, messages.unauthenticated, 'UNAUTHENTICATED');
          // Counted before the body is read, as imports.preview and imports.confirm count theirs.
          await hitRateLimit(deps.db, `import-upload:${session.user.id}`, deps.config.rateLimits.importFilesPerUser);
          uploader.set(req, session.user.id);
        },
      },
      async (req, reply): Promise<UploadAnswer> => {
        const userId = uploader.get(req)!;
        const query = uploadQuery.safeParse(req.query);
        if (!query.success) throw new HttpError(400, query.error.issues[0]?.message ?? 'Please check the file name');
        if (!Buffer.isBuffer(req.body)) throw new HttpError(415, NOT_A_FILE);
        if (req.body.length === 0) throw new HttpError(400, EMPTY_FILE);
        const stored = await storeUpload(deps, userId, req.body, query.data.name ?? null);
        void reply.code(201);
        return { uploadId: stored.uploadId, size: stored.size, expiresAt: stored.expiresAt.toISOString() };
      },
    );
  });
}
