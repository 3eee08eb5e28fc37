import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import * as billing from './service';

export const billingRouter = router({
  /** Public: the landing page and onboarding show them too. */
  plans: publicProcedure.query(({ ctx }) => billing.plansOnSale(ctx.deps)),

  // Signed in, not necessarily onboarded: the onboarding paywall uses these.
  status: authedProcedure.query(({ ctx }) => billing.subscriptionStatus(ctx.deps, ctx.userId)),

  startTrial: authedProcedure.mutation(({ ctx }) => billing.startTrial(ctx.deps, ctx.userId)),

  portal: authedProcedure.mutation(({ ctx }) => billing.portalUrl(ctx.deps, ctx.userId)),
});
