import { budgetPreferencesInput, listBudgetsInput, removeBudgetInput, setBudgetInput, setSavingsGoalInput } from '../../../shared/schemas/budgets';
import { onboardedProcedure, router } from '../../trpc/init';
import { goalOffers } from './goal-offers';
import { removeSavingsGoal, savingsGoal, setSavingsGoal } from './savings-goal';
import * as budgets from './service';

/** Budgets per category per pay cycle, their settings, the savings goal and the goals' offers (issue 26). */
export const budgetsRouter = router({
  list: onboardedProcedure.input(listBudgetsInput).query(({ ctx, input }) => budgets.list(ctx.deps, ctx.userId, input)),
  set: onboardedProcedure.input(setBudgetInput).mutation(({ ctx, input }) => budgets.set(ctx.deps, ctx.userId, input)),
  remove: onboardedProcedure.input(removeBudgetInput).mutation(({ ctx, input }) => budgets.remove(ctx.deps, ctx.userId, input.categoryId)),

  suggestions: onboardedProcedure.query(({ ctx }) => budgets.suggestions(ctx.deps, ctx.userId)),
  applySuggestions: onboardedProcedure.mutation(({ ctx }) => budgets.applySuggestions(ctx.deps, ctx.userId)),

  preferences: onboardedProcedure.query(({ ctx }) => budgets.preferences(ctx.deps, ctx.userId)),
  setPreferences: onboardedProcedure.input(budgetPreferencesInput).mutation(({ ctx, input }) => budgets.setPreferences(ctx.deps, ctx.userId, input)),

  savingsGoal: onboardedProcedure.query(({ ctx }) => savingsGoal(ctx.deps, ctx.userId)),
  setSavingsGoal: onboardedProcedure.input(setSavingsGoalInput).mutation(({ ctx, input }) => setSavingsGoal(ctx.deps, ctx.userId, input)),
  removeSavingsGoal: onboardedProcedure.mutation(({ ctx }) => removeSavingsGoal(ctx.deps, ctx.userId)),

  goalOffers: onboardedProcedure.query(({ ctx }) => goalOffers(ctx.deps, ctx.userId)),
});
