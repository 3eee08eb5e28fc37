import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';

export type BillingStatus = inferRouterOutputs<AppRouter>['billing']['status'];
type PlansOnSale = inferRouterOutputs<AppRouter>['billing']['plans'];
export type PlanOnSale = PlansOnSale['plans'][number];
