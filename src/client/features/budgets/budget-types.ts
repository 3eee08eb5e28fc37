import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';

type BudgetList = inferRouterOutputs<AppRouter>['budgets']['list'];
export type Budget = BudgetList['budgets'][number];
export type GoalOffer = inferRouterOutputs<AppRouter>['budgets']['goalOffers'][number];
export type SavingsGoal = NonNullable<inferRouterOutputs<AppRouter>['budgets']['savingsGoal']>;
