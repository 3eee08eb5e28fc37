import { onboardedProcedure, router } from '../../trpc/init';
import * as dashboard from './service';

/** The Home screen's cards: balance and Money In, spending by period, savings. */
export const dashboardRouter = router({
  overview: onboardedProcedure.query(({ ctx }) => dashboard.overview(ctx.deps, ctx.userId)),

  spending: onboardedProcedure.query(({ ctx }) => dashboard.spending(ctx.deps, ctx.userId)),

  savings: onboardedProcedure.query(({ ctx }) => dashboard.savings(ctx.deps, ctx.userId)),

  leftToSpend: onboardedProcedure.query(({ ctx }) => dashboard.leftToSpend(ctx.deps, ctx.userId)),
});
