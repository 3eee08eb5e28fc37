import type { AppConfig } from '../../config';
import { noneProvider } from './none-provider';
import type { BillingProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

const providers = new WeakMap<AppConfig, BillingProvider>();

/** BILLING_PROVIDER picks the provider, made once per configuration. */
export function billingProviderFor(config: AppConfig): BillingProvider {
  if (config.billing.provider === 'none') return noneProvider;
  let provider = providers.get(config);
  if (!provider) {
    provider = createStripeProvider(config);
    providers.set(config, provider);
  }
  return provider;
}
