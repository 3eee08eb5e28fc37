import type { Db } from '../../db/db';
import { bankRowsBetween, heldFileKeys } from './claim-queries';
import { SAME_PAYMENT_WINDOW_DAYS, similarPayee } from './same-payment';

// Dedupe of a statement file against an account (decisions 026, 032, 034): which of its rows
// the account already holds (by row key), and which are a bank row already held (the same
// payment: same-payment.ts), so the import merges them rather than adding them twice.

export type FileRowStatus = 'new' | 'existing' | 'merge';

export type FileRowToMatch = { key: string; date: string; amountPence: number; description: string; counterparty?: string | null };

/** Each row's status, and for rows marked 'merge' the bank row's id, by the row's index. */
export async function matchFileRows(
  db: Db,
  accountId: string,
  rows: readonly FileRowToMatch[],
): Promise<{ marks: FileRowStatus[]; mergeInto: Map<number, string> }> {
  const marks: FileRowStatus[] = rows.map(() => 'new');
  const mergeInto = new Map<number, string>();
  if (rows.length === 0) return { marks, mergeInto };
  const existing = await heldFileKeys(
    db,
    accountId,
    rows.map((r) => r.key),
  );
  rows.forEach((r, i) => {
    if (existing.has(r.key)) marks[i] = 'existing';
  });
  const { from, to } = dateRange(rows);
  const bank = await bankRowsBetween(db, accountId, addDays(from, -SAME_PAYMENT_WINDOW_DAYS), addDays(to, SAME_PAYMENT_WINDOW_DAYS));
  // The bank rows by amount and day, so each file row looks only at the few days around
  // it (a long history holds many payments of one amount). `order` keeps the query's order,
  // which decides between two candidates equally near.
  const byAmountDay = new Map<number, Map<number, { id: string; order: number; text: string }[]>>();
  bank.forEach((s, order) => {
    const days = byAmountDay.get(s.amount) ?? new Map<number, { id: string; order: number; text: string }[]>();
    byAmountDay.set(s.amount, days);
    const day = dayNumber(s.date);
    const list = days.get(day) ?? [];
    days.set(day, list);
    list.push({ id: s.id, order, text: `${s.description ?? ''} ${s.counterparty ?? ''}` });
  });
  const used = new Set<string>();
  rows.forEach((r, i) => {
    if (marks[i] !== 'new') return;
    const days = byAmountDay.get(r.amountPence);
    if (!days) return;
    const day = dayNumber(r.date);
    let best: { id: string; gap: number; order: number } | undefined;
    for (let d = day - SAME_PAYMENT_WINDOW_DAYS; d <= day + SAME_PAYMENT_WINDOW_DAYS; d++) {
      const gap = Math.abs(d - day);
      for (const s of days.get(d) ?? []) {
        if (used.has(s.id) || (best && (gap > best.gap || (gap === best.gap && s.order > best.order)))) continue;
        if (!similarPayee(`${r.description} ${r.counterparty ?? ''}`, s.text)) continue;
        best = { id: s.id, gap, order: s.order };
      }
    }
    if (best) {
      used.add(best.id);
      marks[i] = 'merge';
      mergeInto.set(i, best.id);
    }
  });
  return { marks, mergeInto };
}

/** The first and last date ('yyyy-MM-dd' compares as text): a scan, not a sort of 50,000 strings. */
function dateRange(rows: readonly { date: string }[]): { from: string; to: string } {
  let from = rows[0]!.date;
  let to = from;
  for (const r of rows) {
    if (r.date < from) from = r.date;
    if (r.date > to) to = r.date;
  }
  return { from, to };
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
