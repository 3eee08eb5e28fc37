import {
  addBillInput,
  answerSameBillInput,
  billIdInput,
  setBillPaidInput,
  setBillStatusInput,
  undoSameBillInput,
  updateBillInput,
} from '../../../shared/schemas/bills';
import { onboardedProcedure, router } from '../../trpc/init';
import * as bills from './service';
import * as sameBills from './same-bills';
import * as subscriptions from './subscriptions';

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

  /** Bills typed by hand that look like one the bank found: "Is your Rent (£950) the same as P Jones Landlord (£850)?" */
  sameBillQuestions: onboardedProcedure.query(({ ctx }) => sameBills.sameBillQuestions(ctx.deps, ctx.userId)),

  /** Keeps the answer for good: yes counts the bank's bill only, no counts both. */
  answerSameBill: onboardedProcedure.input(answerSameBillInput).mutation(async ({ ctx, input }) => {
    await sameBills.answerSameBill(ctx.deps, ctx.userId, input.id, input.same);
    return { ok: true as const };
  }),

  /** Every regular payment grouped by kind, with its yearly cost and the totals (issue 25, decision 048). */
  subscriptions: onboardedProcedure.query(({ ctx }) => subscriptions.listSubscriptions(ctx.deps, ctx.userId)),

  /** Cancelled, not a bill, or active again, on any of the person's bills; it stays after re-detection. */
  setStatus: onboardedProcedure.input(setBillStatusInput).mutation(async ({ ctx, input }) => {
    await subscriptions.setBillStatus(ctx.deps, ctx.userId, input.id, input.status);
    return { ok: true as const };
  }),

  /** "Not the same bill after all", on the bank bill: the typed bill counts on its own again. */
  undoSameBill: onboardedProcedure.input(undoSameBillInput).mutation(async ({ ctx, input }) => {
    await sameBills.undoSameBill(ctx.deps, ctx.userId, input.id);
    return { ok: true as const };
  }),
});
