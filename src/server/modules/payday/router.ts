import { answerSalaryInput, setPayDayInput } from '../../../shared/schemas/payday';
import { authedProcedure, router } from '../../trpc/init';
import * as payday from './service';

export const paydayRouter = router({
  get: authedProcedure.query(({ ctx }) => payday.getPayDay(ctx.deps, ctx.userId)),

  set: authedProcedure.input(setPayDayInput).mutation(({ ctx, input }) => payday.setPayDay(ctx.deps, ctx.userId, input)),

  answerSalary: authedProcedure.input(answerSalaryInput).mutation(({ ctx, input }) => payday.answerSalary(ctx.deps, ctx.userId, input.answer)),
});
