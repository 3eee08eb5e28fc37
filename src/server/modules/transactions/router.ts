import { listTransactionsInput } from '../../../shared/schemas/transactions';
import { onboardedProcedure, router } from '../../trpc/init';
import * as transactions from './service';

/** The Transactions screen: tabs, search, 20 rows a page. */
export const transactionsRouter = router({
  list: onboardedProcedure.input(listTransactionsInput).query(({ ctx, input }) => transactions.list(ctx.deps, ctx.userId, input)),

  hasBank: onboardedProcedure.query(({ ctx }) => transactions.hasBank(ctx.deps, ctx.userId)),
});
