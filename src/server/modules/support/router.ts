import { authedProcedure, router } from '../../trpc/init';

export const supportRouter = router({
  /** The product's support address (SUPPORT_EMAIL), for the Support and Feedback screens. */
  contact: authedProcedure.query(({ ctx }) => ({ email: ctx.deps.config.supportEmail })),
});
