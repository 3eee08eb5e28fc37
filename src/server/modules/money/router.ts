import { addIncomeInput, labelTransactionInput } from '../../../shared/schemas/money';
import { onboardedProcedure, router } from '../../trpc/init';
import * as money from './service';

/** Money In: this cycle, the breakdowns, and the deposits the user can label. */
export const moneyRouter = router({
  overview: onboardedProcedure.query(({ ctx }) => money.overview(ctx.deps, ctx.userId)),

  monthly: onboardedProcedure.query(({ ctx }) => money.monthly(ctx.deps, ctx.userId)),

  yearly: onboardedProcedure.query(({ ctx }) => money.yearly(ctx.deps, ctx.userId)),

  otherIncome: onboardedProcedure.query(({ ctx }) => money.otherIncome(ctx.deps, ctx.userId)),

  addIncome: onboardedProcedure.input(addIncomeInput).mutation(({ ctx, input }) => money.addIncome(ctx.deps, ctx.userId, input)),

  labelTransaction: onboardedProcedure.input(labelTransactionInput).mutation(({ ctx, input }) => money.labelTransaction(ctx.deps, ctx.userId, input)),
});
