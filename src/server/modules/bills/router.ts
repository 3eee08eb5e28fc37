import { addBillInput, billIdInput, setBillPaidInput, updateBillInput } from '../../../shared/schemas/bills';
import { onboardedProcedure, router } from '../../trpc/init';
import * as bills from './service';

export const billsRouter = router({
  /** Manual and bank bills merged (source 'manual' or 'bank'), highest amount first. */
  list: onboardedProcedure.query(({ ctx }) => bills.listBills(ctx.deps, ctx.userId)),

  summary: onboardedProcedure.query(({ ctx }) => bills.billsSummary(ctx.deps, ctx.userId)),

  add: onboardedProcedure.input(addBillInput).mutation(({ ctx, input }) => bills.addBill(ctx.deps, ctx.userId, input)),

  /** The user's own bills only: a bank bill's id is refused (they sync from the bank). */
  update: onboardedProcedure.input(updateBillInput).mutation(({ ctx, input }) => bills.updateBill(ctx.deps, ctx.userId, input)),

  setPaid: onboardedProcedure.input(setBillPaidInput).mutation(({ ctx, input }) => bills.setBillPaid(ctx.deps, ctx.userId, input.id, input.paid)),

  /** The user's own bills; bank bills are dismissed with bank.dismissBill. */
  remove: onboardedProcedure.input(billIdInput).mutation(async ({ ctx, input }) => {
    await bills.removeBill(ctx.deps, ctx.userId, input.id);
    return { ok: true as const };
  }),
});
