import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createErrorHandler, HttpError } from '../../src/server/http/error-handler';

// The one error handler of the routes outside tRPC (docs/decisions/014-server-structure.md).

function fakes() {
  const logged: { level: string; message: string }[] = [];
  const sent: { status?: number; body?: unknown } = {};
  const log = (level: string) => (_obj: unknown, message?: string) => logged.push({ level, message: message ?? String(_obj) });
  const req = { log: { error: log('error'), debug: log('debug'), warn: log('warn'), info: log('info') } } as unknown as FastifyRequest;
  const reply = {
    code(status: number) {
      sent.status = status;
      return this;
    },
    send(body: unknown) {
      sent.body = body;
      return this;
    },
  } as unknown as FastifyReply;
  return { req, reply, logged, sent };
}

const failure = (message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), extra) as unknown as FastifyError;

describe('createErrorHandler', () => {
  it('answers a refusal as it says, in the one error body', () => {
    const { req, reply, sent } = fakes();
    createErrorHandler({ env: 'production' })(new HttpError(404, 'Not found', 'NOT_FOUND'), req, reply);
    expect(sent).toEqual({ status: 404, body: { error: { message: 'Not found', data: { code: 'NOT_FOUND', appCode: 'NOT_FOUND' } } } });
  });

  it('logs a server failure and, in production, shows only the generic message', () => {
    const { req, reply, sent, logged } = fakes();
    createErrorHandler({ env: 'production' })(failure('column "secret" does not exist'), req, reply);
    expect(sent).toEqual({ status: 500, body: { error: { message: 'Something went wrong. Please try again.', data: { code: 'INTERNAL_SERVER_ERROR' } } } });
    expect(logged.map((l) => l.level)).toEqual(['error']);
  });

  it('treats a browser that hung up mid-answer as nothing to answer, and no error', () => {
    const { req, reply, sent, logged } = fakes();
    createErrorHandler({ env: 'production' })(failure('Premature close', { code: 'ERR_STREAM_PREMATURE_CLOSE' }), req, reply);
    expect(sent).toEqual({});
    expect(logged.map((l) => l.level)).toEqual(['debug']);
  });
});
