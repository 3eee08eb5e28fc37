// Some providers give a booked row a new id, and often new text, once a pending row settles
// (capabilities.pendingRenamedWhenBooked), so pending and booked are paired on what stays put:
// account, exact amount and a short date window. Sync drops every matched pending row, so one
// purchase never shows twice.

export type MatchRow = { id: string; accountId: string; amountPence: number; date: string };

type PendingMatch = { pendingId: string; bookedId: string };

export type MatchResult = {
  matches: PendingMatch[];
  /** Still pending: keep them. */
  unmatchedPendingIds: string[];
};

/** Banks settle card payments up to about a week later; a day earlier covers time-zone edges. */
export const defaultWindow = { daysBefore: 1, daysAfter: 7 };

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/**
 * Pairs each pending row with at most one booked row and each booked row with at most one
 * pending row: same account, same amount, booked between `daysBefore` before and `daysAfter`
 * after the pending date, the nearest date first. `alreadyClaimed` are booked ids matched
 * to earlier pending rows (so a re-sync does not pair them again).
 */
export function matchPendingToBooked(
  pending: readonly MatchRow[],
  booked: readonly MatchRow[],
  options: { daysBefore?: number; daysAfter?: number; alreadyClaimed?: Iterable<string> } = {},
): MatchResult {
  const before = options.daysBefore ?? defaultWindow.daysBefore;
  const after = options.daysAfter ?? defaultWindow.daysAfter;
  const claimed = new Set(options.alreadyClaimed ?? []);
  const byKey = new Map<string, { id: string; day: number }[]>();
  for (const row of booked) {
    if (claimed.has(row.id)) continue;
    const key = `${row.accountId}\u0000${row.amountPence}`;
    const list = byKey.get(key) ?? [];
    list.push({ id: row.id, day: dayNumber(row.date) });
    byKey.set(key, list);
  }
  // Sorted by day so each pending row only looks at its window (binary search to its start).
  for (const list of byKey.values()) list.sort((a, b) => a.day - b.day);
  const matches: PendingMatch[] = [];
  const unmatchedPendingIds: string[] = [];
  // Oldest pending first: it is the one most likely to have settled.
  const ordered = [...pending].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const row of ordered) {
    const candidates = byKey.get(`${row.accountId}\u0000${row.amountPence}`) ?? [];
    const day = dayNumber(row.date);
    let best: { id: string; day: number } | null = null;
    for (let i = firstFrom(candidates, day - before); i < candidates.length; i++) {
      const c = candidates[i]!;
      const offset = c.day - day;
      if (offset > after) break;
      if (claimed.has(c.id)) continue;
      const bestOffset = best === null ? Infinity : Math.abs(best.day - day);
      // Nearest wins; on a tie the booked row on or after the pending date (settling runs forward).
      if (Math.abs(offset) < bestOffset || (Math.abs(offset) === bestOffset && offset >= 0 && best!.day < day)) best = c;
    }
    if (best === null) {
      unmatchedPendingIds.push(row.id);
      continue;
    }
    claimed.add(best.id);
    matches.push({ pendingId: row.id, bookedId: best.id });
  }
  return { matches, unmatchedPendingIds };
}

/** Index of the first entry with day >= `day`. */
function firstFrom(list: readonly { day: number }[], day: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
