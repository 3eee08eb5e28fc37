import { authRouter } from '../modules/auth/router';
import { bankRouter } from '../modules/bank/router';
import { landingRouter } from '../modules/landing/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  landing: landingRouter,
  bank: bankRouter,
});

export type AppRouter = typeof appRouter;
