import { emailOnlyInput, resetPasswordInput, signInInput, signUpInput, resetTokenInput, tokenInput, type SessionInfo } from '../../../shared/schemas/auth';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session-cookie';
import { clearSignUpBrowser, ensureSignUpBrowser, readSignUpBrowser } from '../../http/sign-up-cookie';
import { publicProcedure, router } from '../../trpc/init';
import type { Context } from '../../trpc/context';
import * as auth from './service';
import { endSession, readSession, type ActiveSession, type IssuedSession } from './session-store';

const toInfo = (s: ActiveSession | undefined): SessionInfo | null => (s ? { user: s.user, onboardingCompleted: s.onboardingCompleted } : null);

/** Puts a new session in the cookie and answers with what the client needs to know. */
async function startSession(ctx: Context, issued: IssuedSession): Promise<SessionInfo | null> {
  setSessionCookie(ctx.req, ctx.res, ctx.deps.config, issued.token, issued.expiresAt);
  return toInfo(await readSession(ctx.deps.db, issued.token));
}

export const authRouter = router({
  session: publicProcedure.query(async ({ ctx }) => toInfo(await ctx.getSession())),

  /** The browser that signs up keeps a cookie: the link signs in that browser only. */
  signUp: publicProcedure
    .input(signUpInput)
    .mutation(({ ctx, input }) => auth.signUp(ctx.deps, input, { ...ctx.client, browser: ensureSignUpBrowser(ctx.req, ctx.res, ctx.deps.config) })),

  resendVerification: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await auth.resendVerification(ctx.deps, input.email, ctx.client);
    return { ok: true as const };
  }),

  /** Signed in only in the browser that signed up; null elsewhere (the owner is mailed a link to choose a password). */
  verifyEmail: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    const issued = await auth.verifyEmail(ctx.deps, input.token, { ...ctx.client, browser: readSignUpBrowser(ctx.req, ctx.deps.config) });
    const info = issued ? await startSession(ctx, issued) : null;
    clearSignUpBrowser(ctx.req, ctx.res, ctx.deps.config);
    return info;
  }),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => startSession(ctx, await auth.signIn(ctx.deps, input, ctx.client))),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    // Cleared first, so the answer carries it even when ending the session below fails.
    clearSessionCookie(ctx.req, ctx.res, ctx.deps.config);
    const token = readSessionToken(ctx.req, ctx.deps.config);
    if (!token) return { ok: true as const };
    const session = await readSession(ctx.deps.db, token);
    await endSession(ctx.deps.db, token);
    // Wakes the user's open event streams: each re-checks its session, and this one's end.
    if (session)
      await ctx.deps.events.publish({ userId: session.user.id, topics: [] }).catch((err: unknown) => ctx.deps.logger.warn({ err }, 'sign-out event not sent'));
    return { ok: true as const };
  }),

  requestPasswordReset: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await auth.requestPasswordReset(ctx.deps, input.email, ctx.client);
    return { ok: true as const };
  }),

  checkResetToken: publicProcedure.input(resetTokenInput).query(async ({ ctx, input }) => ({ valid: await auth.isResetTokenLive(ctx.deps, input.token) })),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await auth.resetPassword(ctx.deps, input, ctx.client);
    clearSessionCookie(ctx.req, ctx.res, ctx.deps.config);
    return { ok: true as const };
  }),
});
