import { changePasswordInput, updateProfileInput } from '../../../shared/schemas/settings';
import { clearSessionCookie } from '../../http/session-cookie';
import { authedProcedure, router, sessionProcedure } from '../../trpc/init';
import * as settings from './service';

export const settingsRouter = router({
  profile: authedProcedure.query(({ ctx }) => settings.getProfile(ctx.deps, ctx.userId)),

  updateProfile: authedProcedure.input(updateProfileInput).mutation(({ ctx, input }) => settings.updateProfile(ctx.deps, ctx.userId, input)),

  /** Browser session only: a personal access token cannot change the password. */
  changePassword: sessionProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await settings.changePassword(ctx.deps, ctx.userId, ctx.session.sessionId, input, ctx.client);
    return { ok: true as const };
  }),

  /** Browser session only, with the password entered in it lately (decision 041); the browser leaves signed out. */
  deleteAccount: sessionProcedure.mutation(async ({ ctx }) => {
    await settings.deleteAccount(ctx.deps, ctx.userId, ctx.session.sessionId);
    clearSessionCookie(ctx.req, ctx.res, ctx.deps.config);
    return { ok: true as const, message: 'User deleted successfully' };
  }),
});
