import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import type { AppErrorCode } from '../../shared/errors';
import { messages } from '../../shared/errors';
import { CONTROL_CHARACTERS_MESSAGE, holdsNul } from '../../shared/schemas/fields';
import { AppError } from '../errors';
import type { Context } from './context';

const trpcCodeFor: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  EMAIL_IN_USE: 'CONFLICT',
  EMAIL_NOT_VERIFIED: 'FORBIDDEN',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  INVALID_TOKEN: 'BAD_REQUEST',
  CROSS_SITE_REQUEST: 'FORBIDDEN',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  ONBOARDING_INCOMPLETE: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_INPUT: 'BAD_REQUEST',
  BANK_UNAVAILABLE: 'BAD_GATEWAY',
  BANK_LINK_FAILED: 'BAD_REQUEST',
  REAUTH_REQUIRED: 'FORBIDDEN',
};

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    const appError = cause instanceof AppError ? cause : undefined;
    const hideInternals = error.code === 'INTERNAL_SERVER_ERROR' && ctx?.deps.config.env === 'production';
    return {
      ...shape,
      message: hideInternals ? messages.somethingWentWrong : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode: appError?.code ?? null,
        retryAfterSeconds: appError?.retryAfterSeconds ?? null,
        fieldErrors: cause instanceof ZodError ? (cause.flatten().fieldErrors as Record<string, string[] | undefined>) : null,
      },
    };
  },
});

export const router = t.router;

/** Turns an AppError thrown by a service into the matching tRPC error. */
const mapAppErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    // HTTP clients and proxies read the wait from the header, not from the tRPC body.
    if (cause.code === 'RATE_LIMITED' && cause.retryAfterSeconds) void ctx.res.header('Retry-After', String(cause.retryAfterSeconds));
    throw new TRPCError({ code: trpcCodeFor[cause.code], message: cause.message, cause });
  }
  return result;
});

/** NUL in any text of the input: refused with plain words before any schema (src/shared/schemas/fields.ts). */
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  // An input that cannot be read at all (an empty body) is left to the procedure: one that
  // takes no input never reads it, one that does refuses it itself.
  const raw = await getRawInput().catch(() => undefined);
  if (holdsNul(raw)) throw new TRPCError({ code: 'BAD_REQUEST', message: CONTROL_CHARACTERS_MESSAGE });
  return next();
});

export const publicProcedure = t.procedure.use(mapAppErrors).use(refuseNul);

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.getSession();
  if (!session)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.unauthenticated, cause: new AppError('UNAUTHENTICATED', messages.unauthenticated) });
  return next({ ctx: { session, userId: session.user.id } });
});

/** Signed in with the browser session cookie, not a personal access token (managing tokens). */
export const sessionProcedure = authedProcedure.use(async ({ ctx, next }) => {
  if (ctx.authMethod !== 'session') throw new TRPCError({ code: 'FORBIDDEN', message: 'Please do this from your account settings in the browser.' });
  return next();
});

/** For the money screens: a signed-in user who has finished onboarding. */
export const onboardedProcedure = authedProcedure.use(async ({ ctx, next }) => {
  if (!ctx.session.onboardingCompleted) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'Please finish setting up your account first.',
      cause: new AppError('ONBOARDING_INCOMPLETE', 'Please finish setting up your account first.'),
    });
  }
  return next();
});
