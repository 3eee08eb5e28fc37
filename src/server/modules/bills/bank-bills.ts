import type { Deps } from '../../deps';
import { readByDays } from '../../db/day-windows';
import { AppError } from '../../errors';
import { detectBills } from '../../../shared/bank-bills/detect-bills';
import { mergeDeclaredBills } from '../../../shared/bank-bills/declared-bills';
import { isEverydayBill, isOwnAccountPayee, ownNameKeys } from '../../../shared/bank-bills/not-bills';
import { addDays, londonDate } from '../../../shared/dates';
import * as q from './bank-bills-queries';
import { refreshSameBills } from './same-bills';

// Bills found in bank data. They are listed with the user's own bills (service.ts) but are
// never edited: found again after each sync, and only dismissed by the user.

/** Two years of money out is enough to see yearly bills twice. */
const HISTORY_DAYS = 730;

/** Finds the user's bills in their booked transactions and stores them, then the same-bill questions (after every sync and import). */
export async function refreshBankBills(deps: Deps, userId: string): Promise<number> {
  const today = londonDate(deps.clock());
  const from = addDays(today, -HISTORY_DAYS);
  const [rows, accountNames] = await Promise.all([
    readByDays(from, today, (days) => q.moneyOutBetween(deps.db, userId, days)),
    q.ownAccountNames(deps.db, userId),
  ]);
  const bills = detectBills(
    rows.map((r) => ({
      id: r.id,
      accountId: r.account_id,
      date: r.date,
      amountPence: r.amount,
      counterparty: r.counterparty,
      description: r.description,
      bankTransactionCode: r.bank_transaction_code,
      proprietaryBankTransactionCode: r.proprietary_code,
      categoryId: r.category_id,
      ownTransfer: r.own_transfer,
    })),
    today,
    { ownAccountNames: accountNames },
  );
  // Standing orders and direct debits the bank lists itself (TrueLayer) are exact: merged in.
  const declared = (await q.declaredPayments(deps.db, userId)).flatMap((a) => (a.recurring ?? []).map((p) => ({ ...p, accountId: a.id })));
  // A standing order the bank lists to the person's own savings is theirs, not a bill.
  const ownKeys = ownNameKeys(accountNames);
  const merged = mergeDeclaredBills(bills, declared, today).filter((b) => !isOwnAccountPayee(b.vendor, ownKeys));
  if (merged.length > 0) {
    await q.retireFormerKeys(
      deps.db,
      userId,
      merged.flatMap((b) => (b.formerKey ? [{ from: b.formerKey, to: b.key }] : [])),
    );
    await q.upsertDetectedBills(deps.db, userId, merged);
  }
  // Bills stored before these rules (an Esso 'bill', a standing order to the person's own saver) go.
  const stored = await q.listBankBills(deps.db, userId);
  await q.deleteBankBills(
    deps.db,
    userId,
    stored.filter((b) => isOwnAccountPayee(b.vendor, ownKeys) || (b.type === 'inferred' && isEverydayBill(b.vendor))).map((b) => b.id),
  );
  // A bill the person typed that the bank has now found too: asked about once, counted once.
  await refreshSameBills(deps.db, userId);
  return merged.length;
}

/** The user's bank bills, dismissed ones left out, highest amount first. */
export function listBankBills(deps: Deps, userId: string) {
  return q.listBankBills(deps.db, userId);
}

/** Dismissing a bank bill is allowed only for its owner (the spec's permission check). */
export function canDismissBankBill(deps: Deps, userId: string, billId: string): Promise<boolean> {
  return q.isBankBillOf(deps.db, userId, billId);
}

/** A soft delete: the bill stays dismissed across re-syncs. */
export async function dismissBankBill(deps: Deps, userId: string, billId: string): Promise<void> {
  if (!(await q.dismissBankBill(deps.db, userId, billId))) throw new AppError('NOT_FOUND', "You don't have permission to delete this bank bill");
  await deps.events.publish({ userId, topics: ['bank_bills'] });
}
