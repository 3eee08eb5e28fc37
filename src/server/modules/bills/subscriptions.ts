import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { bankBillToView, type BillStatus } from '../../../shared/bills/bill-view';
import { subscriptionItem, subscriptionsView, type SubscriptionsView } from '../../../shared/bills/subscriptions';
import { billMessages } from '../../../shared/schemas/bills';
import { londonDate } from '../../../shared/dates';
import { knownMerchant } from '../../../shared/bank-bills/known-merchants';
import { payeeKey } from '../../../shared/bank-bills/payee-key';
import * as bankQ from './bank-bills-queries';
import * as q from './queries';
import { addedAsByBankBill } from './same-bills';
import { billRowToView, listBills } from './service';

// The Subscriptions view and a person's own word on a bill (issue 25, items 3 and 5; decision 048).

/** Every regular payment, typed or found, grouped by kind with its yearly cost; the ones marked cancelled or not a bill apart. */
export async function listSubscriptions(deps: Deps, userId: string): Promise<SubscriptionsView> {
  const today = londonDate(deps.clock());
  const [bills, setAsideManual, setAsideBank, addedAs] = await Promise.all([
    listBills(deps, userId),
    q.listSetAsideBills(deps.db, userId),
    bankQ.listBankBills(deps.db, userId, true),
    addedAsByBankBill(deps.db, userId),
  ]);
  const views = [...bills, ...setAsideManual.map((row) => billRowToView(row, today)), ...setAsideBank.map((row) => bankBillToView(row, userId))];
  return subscriptionsView(
    views
      .filter((bill) => bill.type !== 'one-time')
      .map((bill) => subscriptionItem(bill, today, { addedAs: addedAs.get(bill.id) ?? null, knownKind: knownMerchant(payeeKey(bill.name))?.kind ?? null })),
  );
}

/**
 * Cancelled or not a bill (or active again), on a typed bill or a bank bill. A bank bill's mark
 * is its own column, which the paid check and re-detection never write, so it stays.
 */
export async function setBillStatus(deps: Deps, userId: string, id: string, status: BillStatus): Promise<void> {
  const manual = await q.setBillStatus(deps.db, userId, id, status, deps.clock());
  if (!manual && !(await bankQ.setBankBillPersonStatus(deps.db, userId, id, status === 'active' ? null : status))) {
    throw new AppError('NOT_FOUND', billMessages.notFound);
  }
  await deps.events.publish({ userId, topics: ['bills', 'bank_bills'] });
}
