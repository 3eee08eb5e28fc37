import type { PlanId } from './schemas/auth';

/** The three plans (spec 01 §3). Prices in pence. */
export type Plan = {
  id: PlanId;
  name: string;
  pricePence: number;
  billingCycle: 'month' | 'year' | '7 days';
  description: string;
  isPremium: boolean;
  isFeatured: boolean;
};

export const planFeatures = [
  'All your bank accounts in one place',
  'Track bills and payments automatically',
  'See upcoming bill due dates at a glance',
  'Know what you spend and where',
  'Your newest balances and transactions',
  'Easy forecasts',
] as const;

export const plans: Record<PlanId, Plan> = {
  monthly: {
    id: 'monthly',
    name: 'Monthly',
    pricePence: 499,
    billingCycle: 'month',
    description: 'Flexible monthly billing',
    isPremium: true,
    isFeatured: false,
  },
  yearly: {
    id: 'yearly',
    name: 'Yearly',
    pricePence: 3999,
    billingCycle: 'year',
    description: '4 months free',
    isPremium: true,
    isFeatured: true,
  },
  trial: {
    id: 'trial',
    name: 'Free Trial',
    pricePence: 0,
    billingCycle: '7 days',
    description: 'Try everything free for 7 days',
    isPremium: false,
    isFeatured: false,
  },
};

export const TRIAL_DAYS = 7;
