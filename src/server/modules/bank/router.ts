import { tracked } from '@trpc/server';
import { z } from 'zod';
import { accountIdInput, billIdInput, checkBillPaymentsInput, classificationInput, completeConnectionInput, initiateConnectionInput, refreshInput, requisitionIdInput } from '../../../shared/schemas/bank';
import { resolveBalancePence } from '../../../shared/bank/account-rules';
import { connectMessages } from '../../../shared/bank/refresh-messages';
import { AppError } from '../../errors';
import { authedProcedure, router } from '../../trpc/init';
import type { UserEvent } from '../../realtime/event-bus';
import * as q from './queries';
import * as bank from './service';
import { listBankBills } from './bank-bills-queries';
import { canDismissBill, checkBillPayments, dismissBill } from './bill-payments';
import { londonDate } from '../../../shared/dates';

export const bankRouter = router({
  institutions: authedProcedure.query(async ({ ctx }) => bank.listInstitutions(ctx.deps)),

  initiateConnection: authedProcedure
    .input(initiateConnectionInput)
    .mutation(({ ctx, input }) => bank.initiateConnection(ctx.deps, ctx.userId, input.institutionId, input.returnPath)),

  completeConnection: authedProcedure.input(completeConnectionInput).mutation(async ({ ctx, input }) => {
    // The user id in the return address must be the signed-in user's own.
    if (input.userId !== ctx.userId) throw new AppError('NOT_FOUND', connectMessages.failed);
    return bank.completeConnection(ctx.deps, ctx.userId, input.requisitionId);
  }),

  refreshAll: authedProcedure.input(refreshInput).mutation(({ ctx, input }) => bank.refreshAll(ctx.deps, ctx.userId, input.mode)),

  connections: authedProcedure.query(({ ctx }) => q.listConnections(ctx.deps.db, ctx.userId)),

  accounts: authedProcedure.query(async ({ ctx }) => {
    const rows = await q.listAccounts(ctx.deps.db, ctx.userId);
    return rows.map(({ raw_data, balance, ...a }) => ({ ...a, balance: resolveBalancePence(balance, raw_data) }));
  }),

  /** Read-only: the user's transactions dated from..to (yyyy-MM-dd, inclusive), newest first; amounts in signed pence. */
  transactions: authedProcedure
    .input(
      z
        .object({ from: z.iso.date(), to: z.iso.date(), limit: z.number().int().min(1).max(500).default(100) })
        .refine((r) => r.from <= r.to, { message: "'from' must not be after 'to'", path: ['from'] }),
    )
    .query(({ ctx, input }) => q.listTransactions(ctx.deps.db, ctx.userId, input)),

  removeConnection: authedProcedure
    .input(requisitionIdInput)
    .mutation(async ({ ctx, input }) => {
      await bank.removeConnection(ctx.deps, ctx.userId, input.requisitionId);
      return { ok: true as const };
    }),

  setAccountClassification: authedProcedure.input(classificationInput).mutation(async ({ ctx, input }) => {
    await bank.setAccountClassification(ctx.deps, ctx.userId, input.accountId, input.classification);
    return { ok: true as const };
  }),

  removeAccount: authedProcedure.input(accountIdInput).mutation(async ({ ctx, input }) => {
    await bank.removeAccount(ctx.deps, ctx.userId, input.accountId);
    return { ok: true as const };
  }),

  bills: authedProcedure.query(({ ctx }) => listBankBills(ctx.deps.db, ctx.userId)),

  checkBillPayments: authedProcedure
    .input(checkBillPaymentsInput)
    .mutation(({ ctx, input }) => checkBillPayments(ctx.deps, ctx.userId, londonDate(ctx.deps.clock()), input.payDay)),

  /** The spec's test_delete_permission for a bank bill: may this user dismiss it? */
  canDismissBill: authedProcedure.input(billIdInput).query(({ ctx, input }) => canDismissBill(ctx.deps.db, ctx.userId, input.billId)),

  dismissBill: authedProcedure.input(billIdInput).mutation(async ({ ctx, input }) => {
    if (!(await dismissBill(ctx.deps.db, ctx.userId, input.billId))) throw new AppError('NOT_FOUND', "You don't have permission to delete this bank bill");
    await ctx.deps.events.publish({ userId: ctx.userId, topics: ['bank_bills'] });
    return { ok: true as const };
  }),

  /** Server-sent events: tells the user's open pages which data changed. */
  onChange: authedProcedure.subscription(async function* ({ ctx, signal }) {
    const queue: UserEvent[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = ctx.deps.events.subscribe(ctx.userId, (event) => {
      queue.push(event);
      wake?.();
    });
    // One abort listener for the whole stream (not one per wait).
    const onAbort = () => wake?.();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      let n = 0;
      while (!signal?.aborted) {
        const event = queue.shift();
        if (event) {
          yield tracked(String(++n), { topics: event.topics });
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      unsubscribe();
    }
  }),
});
