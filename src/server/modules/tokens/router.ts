import { createTokenInput, tokenIdInput } from '../../../shared/schemas/tokens';
import { authedProcedure, router, sessionProcedure } from '../../trpc/init';
import * as tokens from './service';

export const tokensRouter = router({
  list: authedProcedure.query(({ ctx }) => tokens.listTokens(ctx.deps, ctx.userId)),

  /** Browser session only: a token cannot mint more tokens. */
  create: sessionProcedure.input(createTokenInput).mutation(({ ctx, input }) => tokens.createToken(ctx.deps, ctx.userId, input)),

  revoke: sessionProcedure.input(tokenIdInput).mutation(async ({ ctx, input }) => {
    await tokens.revokeToken(ctx.deps, ctx.userId, input.id);
    return { ok: true as const };
  }),
});
