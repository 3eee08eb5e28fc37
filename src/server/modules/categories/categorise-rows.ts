import type { Db } from '../../db/db';
import {
  createCategoriser,
  mayReplace,
  purchaseKey,
  ruleKey,
  type Categoriser,
  type CategorySource,
  type PersonRule,
} from '../../../shared/categories/categorise';
import { merchantName } from '../../../shared/categories/merchant-name';
import { PurchaseHistory } from '../../../shared/categories/purchase-history';
import { payeeText, rowInput, type StoredRow } from '../../../shared/categories/row-input';
import { addDays } from '../../../shared/dates';
import { defaultWindow, matchPendingToBooked } from '../../../shared/bank/pending-match';
import * as q from './queries';

// Every transaction gets a category when it is written (issue 14, part 2): a sync and the file
// importer sort new rows as the ledger writes them (categoriseForInsert); rows left unsorted
// are sorted by the backfill (categoriseUnsortedRows).
// Rows already stored are never re-run by a sync, so a person's choice is never written over.

export type RowCategoriser = {
  categorise: Categoriser;
  /** The clean merchant name of a payee text (remembered: payees repeat). */
  name: (text: string) => string | null;
};

/** A row about to be categorised: what the refunds among them need to know is read for them. */
export type IncomingRow = Omit<StoredRow, 'raw_data'> & { raw_data: unknown; date: string };

/**
 * One person's categoriser, with their rules: build it once per sync or import, given the rows
 * it is about to sort (`incoming`), so a refund among them is filed where that merchant's
 * purchases are (issue 22 item 7): the person's stored purchases from the merchants their
 * refunds name are read once, and the purchases among `incoming` (not stored yet: a refund in
 * the same statement as its purchase, in any order) are added. Rows already stored that come
 * again in `incoming` (a sync's overlap) count twice: a tie-break's weight, never a new category.
 */
export async function rowCategoriser(db: Db, userId: string, incoming: readonly IncomingRow[] = []): Promise<RowCategoriser> {
  const rules = await q.rulesOf(db, userId);
  const purchases = new PurchaseHistory();
  const sorter = fromRules(
    rules.map((r) => ({ merchant: r.merchant, categoryId: r.category_id, direction: r.direction })),
    purchases,
  );
  // A first pass over the money in says which merchants' purchases the refunds ask for.
  for (const row of incoming) if (Number(row.amount) > 0) sorter.categorise(rowInput(row));
  if (purchases.asked.size === 0) return sorter;
  const wanted = new Set(purchases.asked);
  for (const p of await q.purchasesFrom(db, userId, [...wanted])) purchases.add(p.key, p.category_id, Number(p.count), p.last);
  for (const row of incoming) {
    if (Number(row.amount) >= 0) continue;
    // The stored rows' key: their merchant name (payeeText), upper case, as purchasesFrom reads it.
    const key = (sorter.name(payeeText(row)) ?? '').toUpperCase();
    if (wanted.has(key)) purchases.add(key, sorter.categorise(rowInput(row)).categoryId, 1, row.date);
  }
  return sorter;
}

/** A categoriser with these rules (rowCategoriser reads a person's from the database, and their purchases). */
export function fromRules(rules: PersonRule[], purchases?: PurchaseHistory): RowCategoriser {
  const categorise = createCategoriser(rules, purchases);
  const names = new Map<string, string | null>();
  return {
    categorise,
    name(text) {
      // '' (not null) for a row with no payee text: null marks a row never sorted.
      if (!names.has(text)) names.set(text, text ? merchantName(text) : '');
      return names.get(text)!;
    },
  };
}

export type Categorised = { category_id: string; category_source: CategorySource; merchant_name: string | null };

/** The category columns for a row about to be inserted. */
export function categoriseForInsert(sorter: RowCategoriser, row: Omit<StoredRow, 'raw_data'> & { raw_data: unknown }): Categorised {
  const { categoryId, source } = sorter.categorise(rowInput(row));
  return { category_id: categoryId, category_source: source, merchant_name: sorter.name(payeeText(row)) };
}

/**
 * After a rule is added, changed or removed: re-sorts the rows it may concern (that merchant's,
 * those whose description or counterparty has its key, and those a rule sorted before) with
 * the person's rules as they are now, writing only where mayReplace allows (never over a
 * person's choice). Returns how many rows changed.
 */
export async function reapplyRules(db: Db, userId: string, merchantKeys: readonly string[]): Promise<number> {
  const keys = new Set(merchantKeys);
  // A row's merchant name is read from one of its texts only (payeeText): a rule can match
  // the other one (a card payment whose counterparty is the card processor and whose
  // description names the shop), so past rows are found by every text, as new rows are.
  // A refund's text names the merchant with its refund words ('BOBS BIKES REFUND'): found by its purchaseKey.
  const texts = keys.size > 0 ? (await q.payeeTextsOf(db, userId)).filter((text) => keys.has(ruleKey(text)) || keys.has(purchaseKey(text))) : [];
  const rows = await q.rowsForRules(db, userId, merchantKeys, texts);
  // Payments out first, written before the money in is sorted: a refund follows its purchases'
  // categories as the rule leaves them.
  const out = rows.filter((row) => Number(row.amount) <= 0);
  const back = rows.filter((row) => Number(row.amount) > 0);
  let written = await resort(db, userId, out, await rowCategoriser(db, userId));
  if (back.length > 0) written += await resort(db, userId, back, await rowCategoriser(db, userId, back));
  return written;
}

/** Sorts stored rows again and writes where mayReplace allows; how many changed. */
async function resort(db: Db, userId: string, rows: readonly (q.RuleRow & { date: string })[], sorter: RowCategoriser): Promise<number> {
  const values: q.CategoryWrite[] = [];
  for (const row of rows) {
    const current = { categoryId: row.category_id, source: row.category_source };
    const next = sorter.categorise({ ...rowInput(row), current });
    if (mayReplace(current, next)) values.push({ id: row.id, category_id: next.categoryId, category_source: next.source, merchant_name: null });
  }
  await q.writeCategories(db, userId, values);
  return values.length;
}

/**
 * Sorts every row never sorted (merchant_name null): those stored before categories existed,
 * once, when the server starts after the migration, and any a writer left unsorted. Each
 * person's rows by their own rules. Returns how many rows it wrote.
 */
export async function categoriseUnsortedRows(db: Db, options: { stopped?: () => boolean } = {}): Promise<number> {
  let written = 0;
  for (;;) {
    // The start-up backfill stops between batches when the server shuts down.
    if (options.stopped?.()) return written;
    const batch = await q.unsortedRows(db, 5000);
    if (batch.length === 0) return written;
    const byUser = new Map<string, typeof batch>();
    for (const row of batch) {
      const rows = byUser.get(row.user_id);
      if (rows) rows.push(row);
      else byUser.set(row.user_id, [row]);
    }
    for (const [userId, rows] of byUser) {
      const sorter = await rowCategoriser(db, userId, rows);
      const values = rows.map((row) => ({ id: row.id, ...categoriseForInsert(sorter, row) }));
      await q.writeCategories(db, userId, values);
      written += values.length;
    }
  }
}

/**
 * A sync is about to drop pending rows the bank no longer lists (sync/sync-account.ts): a
 * pending row the person re-categorised hands its category, as their choice, to the booked
 * row that replaces it, so no rule or later sync writes over it. Call it in the sync's
 * database transaction after the booked rows are written and before the pending ones are
 * removed. A booked row is paired with its pending row by the provider's transaction id when
 * both carry the same one, else as TrueLayer's pending rows are (pending-match.ts: same
 * amount, booked from a day before to a week after, the nearest date), among the booked rows
 * this transaction inserted. Returns how many rows took a choice.
 */
export async function keepChoicesOfBookedPending(db: Db, userId: string, accountId: string, stillPendingKeys: readonly string[]): Promise<number> {
  const leaving = await q.leavingChosenPending(db, userId, accountId, stillPendingKeys);
  if (leaving.length === 0) return 0;
  const dates = leaving.map((p) => p.date).sort();
  const booked = await q.bookedInsertedNow(db, userId, accountId, {
    from: addDays(dates[0]!, -defaultWindow.daysBefore),
    to: addDays(dates[dates.length - 1]!, defaultWindow.daysAfter),
  });
  const choices: { id: string; categoryId: string }[] = [];
  const claimed = new Set<string>();
  const unpaired = leaving.filter((p) => {
    const same = p.provider_transaction_id && booked.find((b) => b.provider_transaction_id === p.provider_transaction_id && !claimed.has(b.id));
    if (!same) return true;
    claimed.add(same.id);
    choices.push({ id: same.id, categoryId: p.category_id });
    return false;
  });
  const row = (r: { id: string; date: string; amount: number }) => ({ id: r.id, accountId, amountPence: Number(r.amount), date: r.date });
  const { matches } = matchPendingToBooked(unpaired.map(row), booked.map(row), { alreadyClaimed: claimed });
  const categoryOf = new Map(leaving.map((p) => [p.id, p.category_id]));
  for (const m of matches) choices.push({ id: m.bookedId, categoryId: categoryOf.get(m.pendingId)! });
  await q.setPersonChoices(db, userId, choices);
  return choices.length;
}
