import {
  emailOnlyInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
  resetTokenInput,
  tokenInput,
  verifyWithNewPasswordInput,
  verifyWithPasswordInput,
  type SessionInfo,
} from '../../../shared/schemas/auth';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session-cookie';
import { ensureDeviceId } from '../../http/device-cookie';
import { setChallengeCookie } from '../../http/second-factor-cookie';
import type { SecondFactorNeeded } from '../../../shared/schemas/two-factor';
import { secondFactors } from './second-factors';
import { clearSignUpBrowser, ensureSignUpBrowser, readSignUpBrowser } from '../../http/sign-up-cookie';
import { publicProcedure, router } from '../../trpc/init';
import type { Context } from '../../trpc/context';
import * as auth from './service';
import { endSession, readSession, type ActiveSession, type IssuedSession } from './session-store';

const toInfo = (s: ActiveSession | undefined): SessionInfo | null => (s ? { user: s.user, onboardingCompleted: s.onboardingCompleted } : null);

/** Puts a new session in the cookie and answers with what the client needs to know. */
async function startSession(ctx: Context, issued: IssuedSession): Promise<SessionInfo | null> {
  setSessionCookie(ctx.req, ctx.res, ctx.deps.config, issued.token, issued.expiresAt);
  const session = await readSession(ctx.deps.db, issued.token);
  // A browser the account has not signed in from before: its owner is told (decision 029).
  if (session) await secondFactors().noteSignInDevice(ctx.deps, session.user.id, ensureDeviceId(ctx.req, ctx.res, ctx.deps.config), ctx.client.userAgent);
  return toInfo(session);
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

  /**
   * Signed in at once in the browser that signed up. Elsewhere the link stays unused and the
   * answer is { passwordNeeded: true }: the page asks for the sign-up password
   * (verifyEmailWithPassword) or a new one (verifyEmailWithNewPassword).
   */
  verifyEmail: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }): Promise<SessionInfo | null | { passwordNeeded: true }> => {
    const issued = await auth.verifyEmail(ctx.deps, input.token, { ...ctx.client, browser: readSignUpBrowser(ctx.req, ctx.deps.config) });
    if (issued === 'password-needed') return { passwordNeeded: true };
    const info = await startSession(ctx, issued);
    clearSignUpBrowser(ctx.req, ctx.res, ctx.deps.config);
    return info;
  }),

  verifyEmailWithPassword: publicProcedure
    .input(verifyWithPasswordInput)
    .mutation(async ({ ctx, input }) => startSession(ctx, await auth.verifyEmailWithPassword(ctx.deps, input, ctx.client))),

  verifyEmailWithNewPassword: publicProcedure
    .input(verifyWithNewPasswordInput)
    .mutation(async ({ ctx, input }) => startSession(ctx, await auth.verifyEmailWithNewPassword(ctx.deps, input, ctx.client))),

  /** The session, or (second factor on) what the second step may use, with the half-signed-in cookie. */
  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }): Promise<SessionInfo | SecondFactorNeeded | null> => {
    const result = await auth.signIn(ctx.deps, input, ctx.client);
    if ('challenge' in result) {
      setChallengeCookie(ctx.req, ctx.res, ctx.deps.config, result.challenge, result.ttlSeconds);
      return { secondFactor: result.methods };
    }
    return startSession(ctx, result);
  }),

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

  /** Whether the link works, and the second factors a reset would remove (decision 041). */
  checkResetToken: publicProcedure.input(resetTokenInput).query(({ ctx, input }) => auth.resetLinkInfo(ctx.deps, input.token)),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await auth.resetPassword(ctx.deps, input, ctx.client);
    clearSessionCookie(ctx.req, ctx.res, ctx.deps.config);
    return { ok: true as const };
  }),
});
