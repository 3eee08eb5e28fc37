import { authRouter } from '../modules/auth/router';
import { bankRouter } from '../modules/bank/router';
import { landingRouter } from '../modules/landing/router';
import { onboardingRouter } from '../modules/onboarding/router';
import { tokensRouter } from '../modules/tokens/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  landing: landingRouter,
  bank: bankRouter,
  onboarding: onboardingRouter,
  tokens: tokensRouter,
});

export type AppRouter = typeof appRouter;
