import { authRouter } from '../modules/auth/router';
import { landingRouter } from '../modules/landing/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  landing: landingRouter,
});

export type AppRouter = typeof appRouter;
