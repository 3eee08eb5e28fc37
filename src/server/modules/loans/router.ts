import { addLoanInput, loanIdInput, updateLoanInput } from '../../../shared/schemas/loans';
import { onboardedProcedure, router } from '../../trpc/init';
import * as loans from './service';

export const loansRouter = router({
  /** The user's loans with where each stands today (payments made of the total, balance left). */
  list: onboardedProcedure.query(({ ctx }) => loans.listLoans(ctx.deps, ctx.userId)),

  /** Also adds the loan's monthly '{name} Payment' bill; `linkedBill.message` is the toast. */
  add: onboardedProcedure.input(addLoanInput).mutation(({ ctx, input }) => loans.addLoan(ctx.deps, ctx.userId, input)),

  /** Keeps the payment bill in step (or adds it back); `linkedBill.message` is the toast. */
  update: onboardedProcedure.input(updateLoanInput).mutation(({ ctx, input }) => loans.updateLoan(ctx.deps, ctx.userId, input)),

  /** Also removes the loan's payment bill. */
  remove: onboardedProcedure.input(loanIdInput).mutation(async ({ ctx, input }) => {
    await loans.removeLoan(ctx.deps, ctx.userId, input.id);
    return { ok: true as const };
  }),
});
