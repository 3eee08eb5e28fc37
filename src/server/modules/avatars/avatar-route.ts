import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { createErrorHandler, HttpError } from '../../http/error-handler';
import { readSessionToken, setSessionCookie } from '../../http/session-cookie';
import { readSession } from '../auth/service';
import { avatarMessages } from './avatar-messages';
import { parseCrop, toAvatarJpeg } from './avatar-image';
import { isUserId, readNewestAvatar, saveAvatar } from './avatar-store';

/** Uploads above this are refused before they are read (413). */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const avatarUrl = (userId: string, version: number) => `/api/avatar/${userId}?v=${version}`;

/**
 * POST /api/avatar (the signed-in user's own avatar; raw image bytes as the body) and
 * GET /api/avatar/:userId (anyone; avatars are shown in the app, they are not secret).
 * The origin check registered before this refuses cross-site uploads.
 */
export async function registerAvatarRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    // Only this scope reads image bodies, and only up to the upload limit.
    scope.addContentTypeParser(/^image\/[\w.+-]+(\s*;.*)?$/i, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) => done(null, body));

    // The app's handler, after the body parser's refusals are put in the spec's words.
    const handle = createErrorHandler(deps.config);
    scope.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
      if (error instanceof HttpError) return handle(error, req, reply);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return handle(new HttpError(413, avatarMessages.tooLarge), req, reply);
      // Any other body than an image: a type with no parser here, or a JSON/text body.
      if (error.statusCode === 415 || error.code?.startsWith('FST_ERR_CTP_')) return handle(new HttpError(415, avatarMessages.notAnImage), req, reply);
      return handle(error, req, reply);
    });

    // Signed-in users only, checked before the body is read: an anonymous upload is not parsed.
    const uploader = new WeakMap<FastifyRequest, string>();
    scope.post(
      '/api/avatar',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        onRequest: async (req, reply) => {
          uploader.set(req, await signedInUserId(req, reply, deps));
        },
      },
      async (req) => {
        const userId = uploader.get(req)!;
        const crop = parseCrop((req.query as Record<string, unknown>).crop);
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(415, avatarMessages.notAnImage);
        const jpeg = await toAvatarJpeg(req.body, crop);
        const version = await saveAvatar(deps.config.dataDir, userId, jpeg, deps.clock().getTime());
        const url = avatarUrl(userId, version);
        await deps.db.updateTable('profiles').set({ avatar_url: url, updated_at: deps.clock() }).where('id', '=', userId).execute();
        return { avatarUrl: url };
      },
    );

    scope.get<{ Params: { userId: string }; Querystring: { v?: string } }>('/api/avatar/:userId', async (req, reply) => {
      const { userId } = req.params;
      if (!isUserId(userId)) throw new HttpError(400, avatarMessages.badUserId);
      const avatar = await readNewestAvatar(deps.config.dataDir, userId);
      if (!avatar) throw new HttpError(404, avatarMessages.noAvatar, 'NOT_FOUND');
      return reply
        .type('image/jpeg')
        .header('cache-control', req.query.v !== undefined ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(avatar.bytes);
    });
  });
}

/** The session's user (never anything the request names), renewing the cookie like tRPC does. */
async function signedInUserId(req: FastifyRequest, reply: FastifyReply, deps: Deps): Promise<string> {
  const token = readSessionToken(req, deps.config);
  const session = token ? await readSession(deps.db, token) : undefined;
  if (!token || !session) throw new HttpError(401, avatarMessages.unauthenticated, 'UNAUTHENTICATED');
  if (session.renewed) setSessionCookie(req, reply, deps.config, token, session.expiresAt);
  return session.user.id;
}
