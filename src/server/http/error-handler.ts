import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { messages, type AppErrorCode } from '../../shared/errors';

/**
 * A refusal a plain (non-tRPC) route makes on purpose: its status, a message fit to show,
 * and the app code the client can react to.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly appCode: AppErrorCode = 'INVALID_INPUT',
  ) {
    super(message);
  }
}

const codes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * The one JSON error body of the routes outside tRPC, in the shape of a tRPC error's
 * `error.message` and `error.data.code/appCode`, so the client reads every failure alike.
 */
export function errorBody(status: number, message: string, appCode?: AppErrorCode) {
  return { error: { message, data: { code: codes[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST'), ...(appCode ? { appCode } : {}) } } };
}

/**
 * The app's one error handler (tRPC has its own formatter, with the same rule): an
 * HttpError is answered as it says; any other failure with its status, and a server
 * error is logged and, in production, shown only as the generic message.
 */
export function createErrorHandler(config: Pick<AppConfig, 'env'>) {
  return (error: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(errorBody(error.status, error.message, error.appCode));
    // The browser hung up while a (compressed) answer streamed, e.g. it navigated away: not a
    // server failure, and there is nobody left to answer.
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      req.log.debug('client closed the connection before the answer was sent');
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const hide = status >= 500 && config.env === 'production';
    return reply.code(status).send(errorBody(status, hide ? messages.somethingWentWrong : (error.message ?? 'Error')));
  };
}
