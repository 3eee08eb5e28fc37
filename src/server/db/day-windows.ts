import { addDays } from '../../shared/dates';

/** One window of readByDays: rows dated from `from` and before `before` (no end when null). */
export type DayWindow = { from: string; before: string | null };

/** About this many rows per window: the window's length follows the rows the last one had. */
const WINDOW_ROWS = 1000;
const FIRST_WINDOW_DAYS = 30;
const MAX_WINDOW_DAYS = 92;
/**
 * A breath between windows, as between a sync's write chunks: a request makes several queries
 * one after another, and with only setImmediate between windows each of them waited for one.
 */
const WINDOW_PAUSE_MS = 2;

/**
 * A long read (two years of someone's transactions) in windows of days, each its own query
 * with the connection and the event loop free in between. The embedded database has one
 * connection: read at once, 44,000 rows held it, and the event loop, for a third of a
 * second, and every other person's request waited behind them (issue 17). Windows of days,
 * not pages of rows by (date, id): right after a big sync the planner's statistics are stale,
 * and it sorted the whole remaining range for every page (70 ms each, 3 s in all). A day
 * range is read straight off the (user_id, date) index. Each window aims at WINDOW_ROWS rows.
 * The last window has no end, so rows dated after `until` are read too.
 */
export async function readByDays<T>(from: string, until: string, window: (days: DayWindow) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  let start = from;
  let days = FIRST_WINDOW_DAYS;
  for (;;) {
    const end = addDays(start, days);
    const last = end > until;
    const rows = await window({ from: start, before: last ? null : end });
    for (const row of rows) all.push(row);
    if (last) return all;
    days = Math.min(MAX_WINDOW_DAYS, Math.max(1, Math.floor((days * WINDOW_ROWS) / Math.max(rows.length, 1))));
    start = end;
    await new Promise((resolve) => setTimeout(resolve, WINDOW_PAUSE_MS));
  }
}
