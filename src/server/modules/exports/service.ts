// Export all my data (issue 12): the Transactions screen's rows for any of its filters as a
// CSV (en-GB dates, pounds), and everything the app holds for the person as one JSON file.
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { penceToDecimal } from '../../../shared/money';
import type { exportTransactionsInput } from '../../../shared/schemas/exports';
import { taxYearStarting } from '../../../shared/pay-days/anchored-pay-cycle';
import { list as listCategories } from '../categories/service';
import { filterFor } from '../transactions/service';
import { today } from '../money/service';
import * as q from './queries';

type Filter = z.output<typeof exportTransactionsInput>;

const CSV_HEADER = ['Date', 'Description', 'Amount', 'Currency', 'Counterparty', 'Category', 'Account', 'Status'];

/** A cell quoted when it must be; a leading = + - @ is kept as text, so a spreadsheet never runs it. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** 'yyyy-MM-dd' as 'dd/MM/yyyy'. */
function ukDate(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** A tax year's days up to today (a later tax year is an empty range). */
function taxYearSoFar(year: number, day: string) {
  const range = taxYearStarting(year);
  return { from: range.from, to: range.to < day ? range.to : day };
}

export async function transactionsCsv(deps: Deps, userId: string, filter: Filter) {
  const screen = await filterFor(deps, userId, filter);
  const chosen = filter.taxYear ? { ...screen, range: taxYearSoFar(filter.taxYear, today(deps)) } : screen;
  const [rows, { categories, uncategorised }] = await Promise.all([q.transactionsForExport(deps.db, userId, chosen), listCategories(deps, userId)]);
  // The category as the person sees it (their own names and renames), as on the screen.
  const names = new Map<string, string>([...categories.map((c) => [c.id, c.name] as const), [uncategorised.id, uncategorised.name]]);
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [
        ukDate(r.date),
        r.description ?? r.counterparty ?? '',
        penceToDecimal(r.amount),
        r.currency,
        r.counterparty ?? '',
        (r.category_id ? names.get(r.category_id) : null) ?? r.category ?? '',
        r.account_name ?? '',
        r.status,
      ]
        .map(cell)
        .join(','),
    );
  }
  return { fileName: `plain-sight-transactions-${today(deps)}.csv`, rowCount: rows.length, csv: `${lines.join('\r\n')}\r\n` };
}

export async function everything(deps: Deps, userId: string) {
  const data = await q.everythingOf(deps.db, userId);
  return {
    fileName: `plain-sight-data-${today(deps)}.json`,
    exportedAt: deps.clock().toISOString(),
    /** Amounts are integer pence (negative is money out); dates are yyyy-MM-dd. */
    units: { money: 'pence', dates: 'yyyy-MM-dd' },
    ...data,
  };
}
