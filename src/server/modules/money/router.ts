import { incomeIdInput, updateIncomeInput } from '../../../shared/schemas/income-edit';
import { addIncomeInput, labelTransactionInput, yearlyIncomeInput } from '../../../shared/schemas/money';
import { onboardedProcedure, router } from '../../trpc/init';
import * as money from './service';

/** Money In: this cycle, the breakdowns, and the deposits the user can label. */
export const moneyRouter = router({
  overview: onboardedProcedure.query(({ ctx }) => money.overview(ctx.deps, ctx.userId)),

  monthly: onboardedProcedure.query(({ ctx }) => money.monthly(ctx.deps, ctx.userId)),

  /** The calendar year (the default) or the tax year: `{ year: 'tax' }`. */
  yearly: onboardedProcedure.input(yearlyIncomeInput).query(({ ctx, input }) => money.yearly(ctx.deps, ctx.userId, input?.year ?? 'calendar')),

  otherIncome: onboardedProcedure.query(({ ctx }) => money.otherIncome(ctx.deps, ctx.userId)),

  addIncome: onboardedProcedure.input(addIncomeInput).mutation(({ ctx, input }) => money.addIncome(ctx.deps, ctx.userId, input)),

  /** Income added by hand only (bank deposits are labelled instead). */
  updateIncome: onboardedProcedure.input(updateIncomeInput).mutation(({ ctx, input }) => money.updateIncome(ctx.deps, ctx.userId, input)),

  deleteIncome: onboardedProcedure.input(incomeIdInput).mutation(async ({ ctx, input }) => {
    await money.deleteIncome(ctx.deps, ctx.userId, input.id);
    return { ok: true as const };
  }),

  labelTransaction: onboardedProcedure.input(labelTransactionInput).mutation(({ ctx, input }) => money.labelTransaction(ctx.deps, ctx.userId, input)),
});
