import type { Deps } from '../../deps';
import type { Db } from '../../db/db';
import { AppError } from '../../errors';
import { findSameBills, pairKey, sameBillQuestion } from '../../../shared/bills/same-bill';
import { listBankBills } from './bank-bills-queries';
import { checkBillPayments } from './bill-payments';
import * as q from './same-bills-queries';

// Bills typed by hand that the bank found too (issue 22, item 2; decision 044): asked once,
// counted once. The rule is in shared/bills/same-bill.ts; this keeps the questions up to date
// after every sync, import and change to a typed bill, and keeps the answers.

export type SameBillQuestion = {
  id: string;
  /** "Is your Rent (£950) the same as P Jones Landlord (£850)?" */
  question: string;
  typed: { id: string; name: string; amount: number };
  found: { id: string; name: string; amount: number };
};

/**
 * Asks about every typed bill that now looks like a bank bill, and drops the open questions
 * that no longer hold. Answered pairs stay as answered; a typed bill the person said is the
 * bank's is not asked about again, nor is its bank bill offered to another typed bill.
 */
export async function refreshSameBills(db: Db, userId: string): Promise<void> {
  const [typed, found, matches] = await Promise.all([q.typedBills(db, userId), listBankBills(db, userId), q.matchesOf(db, userId)]);
  const keyOf = (m: { bill_id: string; account_id: string; vendor: string }) => pairKey({ billId: m.bill_id, accountId: m.account_id, vendor: m.vendor });
  const same = matches.filter((m) => m.answer === 'same');
  const settledBills = new Set(same.map((m) => m.bill_id));
  const settledPayees = new Set(same.map((m) => `${m.account_id}\u0000${m.vendor}`));
  const chosen = findSameBills(
    typed
      .filter((b) => !settledBills.has(b.id))
      .map((b) => ({ id: b.id, name: b.name, category: b.category, customCategory: b.custom_category, amount: b.amount, type: b.type, dueDate: b.due_date })),
    found
      .filter((b) => b.account_classification !== 'SavingsAccount' && !settledPayees.has(`${b.account_id}\u0000${b.vendor}`))
      .map((b) => ({
        id: b.id,
        accountId: b.account_id,
        vendor: b.vendor,
        name: b.name,
        amount: b.amount,
        frequency: b.frequency,
        nextDate: b.next_date,
        referenceDate: b.reference_date,
      })),
    new Set(matches.filter((m) => m.answer === 'different').map(keyOf)),
  );
  const wanted = new Set(chosen.map(pairKey));
  await q.deleteOpenMatches(
    db,
    userId,
    matches.filter((m) => m.answer === null && !wanted.has(keyOf(m))).map((m) => m.id),
  );
  await q.insertMatches(db, userId, chosen);
}

/** After onboarding saved the pay day and the major bill: the questions, then the paid check in the person's own cycle. */
export async function afterOnboardingBills(deps: Deps, userId: string): Promise<void> {
  await refreshSameBills(deps.db, userId);
  await checkBillPayments(deps, userId);
}

/** The open questions, oldest first; one per typed bill (the bank's larger bill if a payee has two). */
export async function sameBillQuestions(deps: Deps, userId: string): Promise<SameBillQuestion[]> {
  const rows = await q.openQuestions(deps.db, userId);
  const seen = new Set<string>();
  const questions: SameBillQuestion[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const typed = { id: r.bill_id, name: r.bill_name, amount: r.bill_amount };
    const found = { id: r.bank_bill_id, name: r.bank_name, amount: r.bank_amount };
    questions.push({ id: r.id, question: sameBillQuestion(typed, found), typed, found });
  }
  return questions;
}

/** Keeps the answer: the same bill counts once (the bank's), a different one counts as well. */
export async function answerSameBill(deps: Deps, userId: string, id: string, same: boolean): Promise<void> {
  if (!(await q.answerMatch(deps.db, userId, id, same ? 'same' : 'different'))) throw new AppError('NOT_FOUND', 'That question was not found.');
  await deps.events.publish({ userId, topics: ['bills', 'bank_bills'] });
}

/** By bank bill id, the bill the person typed and said is that one (issue 22 gap, decision 048). */
export async function addedAsByBankBill(db: Db, userId: string): Promise<Map<string, { billId: string; name: string; amount: number }>> {
  const rows = await q.confirmedMatches(db, userId);
  return new Map(rows.map((r) => [r.bank_bill_id, { billId: r.bill_id, name: r.bill_name.trim() || r.bill_category, amount: r.bill_amount }]));
}

/**
 * Undoes "the same bill" for a bank bill: the typed bill counts again on its own, and can be
 * seen, edited or removed in My Bills. The pair is not asked about again.
 */
export async function undoSameBill(deps: Deps, userId: string, bankBillId: string): Promise<void> {
  if (!(await q.undoSameAnswer(deps.db, userId, bankBillId))) throw new AppError('NOT_FOUND', 'That bill was not found.');
  await deps.events.publish({ userId, topics: ['bills', 'bank_bills'] });
}
