import {
  codeInput,
  confirmIdentityInput,
  idInput,
  sessionIdInput,
  passwordAndCodeInput,
  passkeyResponseInput,
  registerPasskeyInput,
  renamePasskeyInput,
} from '../../../shared/schemas/two-factor';
import type { SessionInfo } from '../../../shared/schemas/auth';
import { clearChallengeCookie, readChallengeToken } from '../../http/second-factor-cookie';
import { ensureDeviceId } from '../../http/device-cookie';
import { setSessionCookie } from '../../http/session-cookie';
import { publicProcedure, router, sessionProcedure } from '../../trpc/init';
import type { Context } from '../../trpc/context';
import { readSession, type IssuedSession } from '../auth/service';
import * as passkeys from './passkeys';
import * as places from './sessions';
import * as security from './service';

async function startSession(ctx: Context, issued: IssuedSession): Promise<SessionInfo | null> {
  clearChallengeCookie(ctx.req, ctx.res, ctx.deps.config);
  setSessionCookie(ctx.req, ctx.res, ctx.deps.config, issued.token, issued.expiresAt);
  const s = await readSession(ctx.deps.db, issued.token);
  if (s) await security.noteSignInDevice(ctx.deps, s.user.id, ensureDeviceId(ctx.req, ctx.res, ctx.deps.config), ctx.client.userAgent);
  return s ? { user: s.user, onboardingCompleted: s.onboardingCompleted } : null;
}

/** Settings > 2FA, and the second step of sign-in (decision 029). */
export const securityRouter = router({
  /** Sign-in, second step: a code from the app or a recovery code, with the half-signed-in cookie. */
  signInWithCode: publicProcedure.input(codeInput).mutation(async ({ ctx, input }) => {
    const issued = await security.completeWithCode(ctx.deps, readChallengeToken(ctx.req, ctx.deps.config), input.code, ctx.client);
    return startSession(ctx, issued);
  }),

  /** Sign-in with a passkey alone: options, then the browser's answer. */
  passkeySignInOptions: publicProcedure.mutation(({ ctx }) => passkeys.passwordlessOptions(ctx.deps, ctx.client)),
  signInWithPasskey: publicProcedure
    .input(passkeyResponseInput)
    .mutation(async ({ ctx, input }) => startSession(ctx, await passkeys.signInPasswordless(ctx.deps, input, ctx.client))),

  /** Sign-in, second step with a passkey (the half-signed-in cookie). */
  passkeySecondFactorOptions: publicProcedure.mutation(({ ctx }) => passkeys.secondFactorOptions(ctx.deps, readChallengeToken(ctx.req, ctx.deps.config))),
  signInWithPasskeySecondFactor: publicProcedure.input(passkeyResponseInput).mutation(async ({ ctx, input }) => {
    const issued = await passkeys.signInSecondFactor(ctx.deps, readChallengeToken(ctx.req, ctx.deps.config), input, ctx.client);
    return startSession(ctx, issued);
  }),

  /**
   * "Confirm it's you": the password or a code stamps this session as recently authenticated
   * (decision 041). The answer says until when it counts.
   */
  confirmIdentity: sessionProcedure.input(confirmIdentityInput).mutation(async ({ ctx, input }) => {
    await security.confirmIdentity(ctx.deps, ctx.userId, ctx.session.sessionId, input, ctx.client);
    return { ok: true as const };
  }),

  /** Where you're signed in: sessions and personal access tokens. */
  sessions: router({
    list: sessionProcedure.query(({ ctx }) => places.listPlaces(ctx.deps, ctx.userId, ctx.session.sessionId)),
    signOut: sessionProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
      await places.signOutSession(ctx.deps, ctx.userId, input.id);
      return { ok: true as const };
    }),
    signOutOthers: sessionProcedure.mutation(({ ctx }) => places.signOutOthers(ctx.deps, ctx.userId, ctx.session.sessionId)),
  }),

  passkeys: router({
    list: sessionProcedure.query(({ ctx }) => passkeys.list(ctx.deps, ctx.userId)),
    registrationOptions: sessionProcedure.mutation(({ ctx }) => passkeys.registrationOptions(ctx.deps, ctx.userId, ctx.session.sessionId)),
    register: sessionProcedure.input(registerPasskeyInput).mutation(({ ctx, input }) => passkeys.register(ctx.deps, ctx.userId, ctx.session.sessionId, input)),
    rename: sessionProcedure.input(renamePasskeyInput).mutation(async ({ ctx, input }) => {
      await passkeys.rename(ctx.deps, ctx.userId, input.id, input.name);
      return { ok: true as const };
    }),
    remove: sessionProcedure.input(idInput).mutation(async ({ ctx, input }) => {
      await passkeys.remove(ctx.deps, ctx.userId, input.id);
      return { ok: true as const };
    }),
  }),

  totp: router({
    status: sessionProcedure.query(({ ctx }) => security.status(ctx.deps, ctx.userId)),
    startSetup: sessionProcedure.mutation(({ ctx }) => security.startSetup(ctx.deps, ctx.userId, ctx.session.sessionId)),
    confirmSetup: sessionProcedure
      .input(codeInput)
      .mutation(({ ctx, input }) => security.confirmSetup(ctx.deps, ctx.userId, ctx.session.sessionId, input.code, ctx.client)),
    disable: sessionProcedure.input(passwordAndCodeInput).mutation(async ({ ctx, input }) => {
      await security.disable(ctx.deps, ctx.userId, input, ctx.client);
      return { ok: true as const };
    }),
    regenerateRecoveryCodes: sessionProcedure
      .input(passwordAndCodeInput)
      .mutation(({ ctx, input }) => security.regenerateRecoveryCodes(ctx.deps, ctx.userId, input, ctx.client)),
  }),
});
