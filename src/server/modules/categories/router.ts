import {
  addCategoryInput,
  addRuleInput,
  categoryTotalsInput,
  hideCategoryInput,
  renameCategoryInput,
  ruleIdInput,
  setTransactionCategoryInput,
  transactionIdInput,
  updateRuleInput,
} from '../../../shared/schemas/categories';
import { onboardedProcedure, router } from '../../trpc/init';
import * as categories from './service';

/** Categories, the person's rules and spending per category (issue 14). */
export const categoriesRouter = router({
  list: onboardedProcedure.query(({ ctx }) => categories.list(ctx.deps, ctx.userId)),
  add: onboardedProcedure.input(addCategoryInput).mutation(({ ctx, input }) => categories.add(ctx.deps, ctx.userId, input)),
  rename: onboardedProcedure.input(renameCategoryInput).mutation(({ ctx, input }) => categories.rename(ctx.deps, ctx.userId, input)),
  hide: onboardedProcedure.input(hideCategoryInput).mutation(({ ctx, input }) => categories.hide(ctx.deps, ctx.userId, input)),

  transaction: onboardedProcedure.input(transactionIdInput).query(({ ctx, input }) => categories.transaction(ctx.deps, ctx.userId, input.transactionId)),
  setTransactionCategory: onboardedProcedure
    .input(setTransactionCategoryInput)
    .mutation(({ ctx, input }) => categories.setCategory(ctx.deps, ctx.userId, input)),

  rules: onboardedProcedure.query(({ ctx }) => categories.rules(ctx.deps, ctx.userId)),
  addRule: onboardedProcedure.input(addRuleInput).mutation(({ ctx, input }) => categories.addRule(ctx.deps, ctx.userId, input)),
  updateRule: onboardedProcedure.input(updateRuleInput).mutation(({ ctx, input }) => categories.updateRule(ctx.deps, ctx.userId, input)),
  deleteRule: onboardedProcedure.input(ruleIdInput).mutation(({ ctx, input }) => categories.deleteRule(ctx.deps, ctx.userId, input.id)),

  totals: onboardedProcedure.input(categoryTotalsInput).query(({ ctx, input }) => categories.totals(ctx.deps, ctx.userId, input)),
  balanceHistory: onboardedProcedure.input(categoryTotalsInput).query(({ ctx, input }) => categories.balanceHistory(ctx.deps, ctx.userId, input)),
});
