import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { isDismissed, mergeBills, type BillView } from '../../../shared/bills/bill-view';
import { ADD_BILL_CATEGORIES, EDIT_BILL_CATEGORIES } from '../../../shared/bills/categories';
import { billMessages, type AddBillInput, type UpdateBillInput } from '../../../shared/schemas/bills';
import { londonDate } from '../../../shared/dates';
import { dueInCycleTotal, type CycleBill } from '../../../shared/bills/due-this-cycle';
import { payCyclesOf } from '../payday/service';
import { isWeeklyRule } from '../../../shared/pay-days/pay-day-rule';
import { isBankBillOf, listBankBills } from './bank-bills-queries';
import * as q from './queries';
import { refreshSameBills } from './same-bills';
import * as sameBills from './same-bills';
import { paidMarkHolds } from '../../../shared/bills/bill-state';
import { BILL_STATUSES, type BillStatus } from '../../../shared/bills/bill-view';
import { cadenceOf } from '../../../shared/bills/due-this-cycle';

// What other modules may use of the bills (ARCHITECTURE.md, "Server modules"): the functions
// below, and these.
export { refreshBankBills, listBankBills, canDismissBankBill, dismissBankBill } from './bank-bills';
export { checkBillPayments } from './bill-payments';
export { listSubscriptions } from './subscriptions';
export { afterOnboardingBills } from './same-bills';
/** The loans module keeps each loan's payment bill in step, inside its own transaction. */
export { insertBill, findLoanBill, updateLoanBill, type BillFields } from './queries';

/**
 * A bills row in the merged view. Rows from before the bills screens (onboarding's major
 * bill is stored with type 'expense') show as monthly: only 'one-time' is one-off.
 */
export function billRowToView(row: q.BillRow, today: string): BillView {
  const type = row.type === 'one-time' ? 'one-time' : 'monthly';
  const frequency = cadenceOf(row.frequency);
  // A weekly bill's paid mark covers the one payment it was for (decision 048).
  const paidHolds = row.paid_at === null || paidMarkHolds({ type, due_date: row.due_date, frequency }, londonDate(row.paid_at), today);
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    type,
    frequency,
    status: isBillStatus(row.status) ? row.status : 'active',
    trial_ends_on: row.trial_ends_on,
    category: row.category,
    custom_category: row.custom_category,
    due_date: row.due_date,
    is_paid: row.is_paid && paidHolds,
    paid_at: row.paid_at && paidHolds ? row.paid_at.toISOString() : null,
    source: 'manual',
    original_bank_bill: null,
    loan_id: row.loan_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    user_id: row.user_id,
  };
}

/**
 * Manual and bank bills together, dismissed bank bills left out, highest amount first. A
 * finished loan's payment bill (its final payment date gone by) is not listed: nothing is due.
 */
export async function listBills(deps: Deps, userId: string): Promise<BillView[]> {
  const today = londonDate(deps.clock());
  const [manual, bank, finals] = await Promise.all([q.listBills(deps.db, userId), listBankBills(deps.db, userId), loanFinalDates(deps, userId)]);
  const current = manual.filter((row) => !isFinishedLoanBill(row, finals, today));
  const addedAs = await sameBills.addedAsByBankBill(deps.db, userId);
  return mergeBills(
    current.map((row) => billRowToView(row, today)),
    bank,
    userId,
  ).map((bill) => (bill.source === 'bank' ? { ...bill, added_as: addedAs.get(bill.id) ?? null } : bill));
}

export type BillsSummary = {
  /** What the dashboard's My Bills card shows: the user's own bills plus the bank bills paid from current accounts, due this cycle. */
  total: number;
  manualTotal: number;
  bankCurrentTotal: number;
  /** Bank bills paid from savings accounts, due this cycle, kept out of `total`. */
  bankSavingsTotal: number;
  /** The listed bank bills due this cycle by kind (current and savings accounts alike): they add up to bankCurrentTotal + bankSavingsTotal. */
  byType: { standingOrder: number; directDebit: number; inferred: number };
  /** The pay cycle the totals are for. */
  cycle: { startDate: string; endDate: string };
};

/**
 * Totals of the bills due in the current pay cycle (issue 11, decision 024): each monthly
 * bill once, a one-time bill only when due inside the cycle, a loan's bill only while payments
 * remain, bank bills by their frequency. Dismissed bank bills never count.
 */
export async function billsSummary(deps: Deps, userId: string): Promise<BillsSummary> {
  const today = londonDate(deps.clock());
  const [manual, bank, finals, cycles] = await Promise.all([
    q.listBills(deps.db, userId),
    listBankBills(deps.db, userId),
    loanFinalDates(deps, userId),
    payCyclesOf(deps.db, userId, 'bills', today),
  ]);
  // Pay every few weeks: monthly bills count in the cycle their day falls in (issue 26).
  const cycle = { ...cycles.current, shorterThanAMonth: isWeeklyRule(cycles.rule) };
  const listed = bank.filter((b) => !isDismissed(b));
  const onSavings = listed.filter((b) => b.account_classification === 'SavingsAccount');
  const onCurrent = listed.filter((b) => b.account_classification !== 'SavingsAccount');
  const manualTotal = dueInCycleTotal(
    manual.map((row) => manualCycleBill(row, finals)),
    cycle,
    today,
  );
  const bankCurrentTotal = dueInCycleTotal(onCurrent.map(bankCycleBill), cycle, today);
  // The same due-in-cycle rule as the totals, so the kinds add up to the bank bills' part of
  // them (current and savings accounts): a weekly bill as often as it falls due, a yearly one
  // only in its cycle.
  const ofType = (type: string) => dueInCycleTotal(listed.filter((b) => b.type === type).map(bankCycleBill), cycle, today);
  return {
    total: manualTotal + bankCurrentTotal,
    manualTotal,
    bankCurrentTotal,
    bankSavingsTotal: dueInCycleTotal(onSavings.map(bankCycleBill), cycle, today),
    byType: { standingOrder: ofType('standingOrder'), directDebit: ofType('directDebit'), inferred: ofType('inferred') },
    cycle: { startDate: cycle.start, endDate: cycle.end },
  };
}

/** Each loan's final payment date, by loan id. */
/** The person's own bills as stored (the dashboard's due dates read them). */
export const billRows = (deps: Deps, userId: string) => q.listBills(deps.db, userId);

export async function loanFinalDates(deps: Deps, userId: string): Promise<Map<string, string>> {
  return new Map((await q.loanFinalPaymentDates(deps.db, userId)).map((loan) => [loan.id, loan.final_payment_date]));
}

function isFinishedLoanBill(row: q.BillRow, finals: Map<string, string>, today: string): boolean {
  const final = row.loan_id ? finals.get(row.loan_id) : undefined;
  return final !== undefined && final < today;
}

export const manualCycleBill = (row: q.BillRow, finals: Map<string, string>): CycleBill => ({
  amount: row.amount,
  type: row.type,
  dueDate: row.due_date,
  frequency: row.frequency,
  loanFinalDate: row.loan_id ? (finals.get(row.loan_id) ?? null) : null,
});

export const bankCycleBill = (row: { amount: number; frequency: string; next_date: string | null; reference_date: string | null }): CycleBill => ({
  amount: row.amount,
  type: 'monthly',
  dueDate: row.next_date ?? row.reference_date,
  frequency: row.frequency,
});

/** The custom text is kept only for the categories that ask for it. */
function fieldsOf(input: AddBillInput | UpdateBillInput): q.BillFields {
  const custom = input.category === 'Custom' || input.category === 'Other' ? input.customCategory || null : null;
  return {
    name: input.name,
    amountPence: input.amount,
    type: input.type,
    category: input.category,
    customCategory: custom,
    dueDate: input.dueDate ?? null,
    frequency: input.frequency,
    trialEndsOn: input.trialEndsOn ?? null,
  };
}

export async function addBill(deps: Deps, userId: string, input: AddBillInput): Promise<BillView> {
  const row = await q.insertBill(deps.db, userId, fieldsOf(input), deps.clock());
  await refreshSameBills(deps.db, userId);
  await publish(deps, userId);
  return billRowToView(row, londonDate(deps.clock()));
}

const EDITABLE_CATEGORIES: readonly string[] = [...EDIT_BILL_CATEGORIES, ...ADD_BILL_CATEGORIES];

export async function updateBill(deps: Deps, userId: string, input: UpdateBillInput): Promise<BillView> {
  const current = await ownBill(deps, userId, input.id, billMessages.bankBillEdit);
  // A category outside both dialogs' lists is accepted only when the bill already has it
  // ('Loan Payment', onboarding's 'Major Bill'): saving other fields must not fail on it.
  if (!EDITABLE_CATEGORIES.includes(input.category) && input.category !== current.category) {
    throw new AppError('INVALID_INPUT', billMessages.categoryRequired);
  }
  const row = await q.updateBill(deps.db, userId, input.id, fieldsOf(input), deps.clock());
  if (!row) throw new AppError('NOT_FOUND', billMessages.notFound);
  await refreshSameBills(deps.db, userId);
  await publish(deps, userId);
  return billRowToView(row, londonDate(deps.clock()));
}

/** Paid: is_paid and paid_at now; unpaid: both cleared. */
export async function setBillPaid(deps: Deps, userId: string, id: string, paid: boolean): Promise<BillView> {
  await ownBill(deps, userId, id, billMessages.bankBillPaid);
  const now = deps.clock();
  const row = await q.setBillPaid(deps.db, userId, id, paid ? now : null, now);
  if (!row) throw new AppError('NOT_FOUND', billMessages.notFound);
  await publish(deps, userId);
  return billRowToView(row, londonDate(now));
}

/**
 * Removes one of the user's own bills. A loan's payment bill may go too: the loan stays,
 * and saving the loan again adds the bill back. Bank bills are dismissed through
 * bank.dismissBill instead, so here they are not found.
 */
export async function removeBill(deps: Deps, userId: string, id: string): Promise<void> {
  if (!(await q.deleteBill(deps.db, userId, id))) throw new AppError('NOT_FOUND', billMessages.notFound);
  await publish(deps, userId);
}

/**
 * The user's own bill with this id. The user's bank bill ids are refused with
 * `bankBillMessage` (they sync from the bank); any other id, another user's included, is
 * not found.
 */
async function ownBill(deps: Deps, userId: string, id: string, bankBillMessage: string): Promise<q.BillRow> {
  const row = await q.findBill(deps.db, userId, id);
  if (row) return row;
  if (await isBankBillOf(deps.db, userId, id)) throw new AppError('INVALID_INPUT', bankBillMessage);
  throw new AppError('NOT_FOUND', billMessages.notFound);
}

function publish(deps: Deps, userId: string) {
  return deps.events.publish({ userId, topics: ['bills'] });
}

const isBillStatus = (value: string): value is BillStatus => (BILL_STATUSES as readonly string[]).includes(value);
