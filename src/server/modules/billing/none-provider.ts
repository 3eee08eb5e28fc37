import { AppError } from '../../errors';
import type { BillingProvider } from './provider';

export const paymentsNotSetUp = 'Payments are not set up on this server, so there is no subscription to manage.';

/** No payment provider: plans are shown, nothing is sold, nothing is ever charged. */
export const noneProvider: BillingProvider = {
  id: 'none',
  paymentLink: () => null,
  subscriptions: async () => [],
  portalUrl: async () => {
    throw new AppError('NOT_FOUND', paymentsNotSetUp);
  },
  cancelSubscriptions: async () => [],
};
