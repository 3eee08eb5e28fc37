import {
  accountIdInput,
  billIdInput,
  checkBillPaymentsInput,
  classificationInput,
  completeConnectionInput,
  initiateConnectionInput,
  refreshInput,
  requisitionIdInput,
  transactionsRangeInput,
} from '../../../shared/schemas/bank';
import { linkWithTokenInput, renewConnectionInput } from '../../../shared/schemas/bank-connect';
import { takeBankReturn } from '../../http/bank-return-cookie';
import { onChangeSubscription } from '../../realtime/on-change';
import type { Context } from '../../trpc/context';
import { authedProcedure, router } from '../../trpc/init';
import * as bankBills from '../bills/service';
import * as bank from './service';

// Each procedure is one service call. The bank bills' procedures keep their bank.* paths
// (the client calls them so); their rules live in modules/bills. onChange is the realtime
// endpoint (src/server/realtime/on-change.ts), served here at its bank.onChange path.
/**
 * A request from the app in a browser is the person at it: their IP goes to the bank with
 * the reads (TrueLayer's X-PSU-IP). A personal access token's script may run unattended.
 */
const personPresent = (ctx: Pick<Context, 'authMethod' | 'client'>) => (ctx.authMethod === 'session' ? { ip: ctx.client.ip } : undefined);

export const bankRouter = router({
  institutions: authedProcedure.query(({ ctx }) => bank.listInstitutions(ctx.deps)),

  initiateConnection: authedProcedure
    .input(initiateConnectionInput)
    .mutation(({ ctx, input }) =>
      bank.initiateConnection(ctx.deps, ctx.userId, input.institutionId, input.returnPath, { providerId: input.provider, reconnect: input.reconnect }),
    ),

  /** A bank linked with a token the person pasted: checked at once, sealed, never sent back. */
  linkWithToken: authedProcedure
    .input(linkWithTokenInput)
    .mutation(({ ctx, input }) =>
      bank.linkWithToken(
        ctx.deps,
        ctx.userId,
        { providerId: input.provider, institutionId: input.institutionId, token: input.token, reconnect: input.reconnect },
        personPresent(ctx),
      ),
    ),

  /** The enabled providers and the banks each reaches (the connect dialog's choice). */
  providers: authedProcedure.query(({ ctx }) => bank.listProviders(ctx.deps)),

  /** "Renew access" after the person reconfirmed: extended in place, or a link through their bank. */
  renewConnection: authedProcedure
    .input(renewConnectionInput)
    .mutation(({ ctx, input }) => bank.renewConnection(ctx.deps, ctx.userId, input.requisitionId, input.returnPath)),

  completeConnection: authedProcedure.input(completeConnectionInput).mutation(({ ctx, input }) =>
    bank.completeConnection(ctx.deps, ctx.userId, input.requisitionId, input.userId, {
      present: personPresent(ctx),
      held: takeBankReturn(ctx.req, ctx.res, ctx.deps),
    }),
  ),

  // The silent refresh is counted per browser session; a personal access token has none.
  refreshAll: authedProcedure
    .input(refreshInput)
    .mutation(({ ctx, input }) =>
      bank.refreshAll(ctx.deps, ctx.userId, input.mode, ctx.authMethod === 'session' ? ctx.session.sessionId : null, personPresent(ctx)),
    ),

  connections: authedProcedure.query(({ ctx }) => bank.listConnections(ctx.deps, ctx.userId)),

  accounts: authedProcedure.query(({ ctx }) => bank.listAccounts(ctx.deps, ctx.userId)),

  /** Read-only: the user's transactions dated from..to (yyyy-MM-dd, inclusive), newest first; amounts in signed pence. */
  transactions: authedProcedure.input(transactionsRangeInput).query(({ ctx, input }) => bank.listTransactions(ctx.deps, ctx.userId, input)),

  removeConnection: authedProcedure.input(requisitionIdInput).mutation(async ({ ctx, input }) => {
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

  bills: authedProcedure.query(({ ctx }) => bankBills.listBankBills(ctx.deps, ctx.userId)),

  // The input's payDay is no longer used: the person's own cycle (or the bills' default) is (decision 024).
  checkBillPayments: authedProcedure.input(checkBillPaymentsInput).mutation(({ ctx }) => bankBills.checkBillPayments(ctx.deps, ctx.userId)),

  /** The spec's test_delete_permission for a bank bill: may this user dismiss it? */
  canDismissBill: authedProcedure.input(billIdInput).query(({ ctx, input }) => bankBills.canDismissBankBill(ctx.deps, ctx.userId, input.billId)),

  dismissBill: authedProcedure.input(billIdInput).mutation(async ({ ctx, input }) => {
    await bankBills.dismissBankBill(ctx.deps, ctx.userId, input.billId);
    return { ok: true as const };
  }),

  onChange: onChangeSubscription,
});
