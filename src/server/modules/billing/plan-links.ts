import type { AppConfig } from '../../config';

export type PaidPlanId = 'monthly' | 'yearly';

/** The payment links configured for the premium plans (Stripe only). */
export function configuredPaymentLinks(config: AppConfig): Record<PaidPlanId, string | null> {
  if (config.billing.provider !== 'stripe') return { monthly: null, yearly: null };
  const { monthlyPaymentLink, yearlyPaymentLink } = config.billing.stripe;
  return { monthly: monthlyPaymentLink || null, yearly: yearlyPaymentLink || null };
}
