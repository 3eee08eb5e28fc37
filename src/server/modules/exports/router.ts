import { exportTransactionsInput } from '../../../shared/schemas/exports';
import { authedProcedure, router } from '../../trpc/init';
import * as exports from './service';

// Export all my data: from Settings, or with a personal access token.
export const exportsRouter = router({
  transactionsCsv: authedProcedure.input(exportTransactionsInput).query(({ ctx, input }) => exports.transactionsCsv(ctx.deps, ctx.userId, input)),

  everything: authedProcedure.query(({ ctx }) => exports.everything(ctx.deps, ctx.userId)),
});
