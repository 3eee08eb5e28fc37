import { penceToDecimal } from '../../../../../shared/money';
import type { Balance } from '../types';
import { isoDay } from './sandbox-calendar';
import { accountOf, sandboxContext } from './sandbox-context';
import { accountEntries, historyWindow, openingPence, PENDING_DAYS } from './sandbox-ledger';

// Balances that agree with the history: closingBooked is the balance the history opens
// with plus every booked line, interimAvailable adds the pending ones. Opening balances
// are fixed per month by the seed, so the balance at one sync plus the lines booked since
// is the balance at the next.

export type SandboxBalanceSheet = {
  /** Balance before the first day of the history (sandboxHistoryStart). */
  openingPence: number;
  bookedPence: number;
  pendingPence: number;
};

export function sandboxBalanceSheet(seed: string, accountId: string, asOf: Date): SandboxBalanceSheet {
  const context = sandboxContext(seed);
  const account = accountOf(context, accountId);
  const window = historyWindow(asOf);
  const firstPending = window.asOfDay - PENDING_DAYS + 1;
  let bookedPence = 0;
  let pendingPence = 0;
  for (const line of accountEntries(context, account, window.firstMonth, window.lastMonth)) {
    if (line.day > window.asOfDay) break;
    if (line.day >= firstPending) pendingPence += line.pence;
    else bookedPence += line.pence;
  }
  return { openingPence: openingPence(context, account, window.firstMonth), bookedPence, pendingPence };
}

export function sandboxBalances(seed: string, accountId: string, asOf: Date): Balance[] {
  const sheet = sandboxBalanceSheet(seed, accountId, asOf);
  const referenceDate = isoDay(historyWindow(asOf).asOfDay);
  const closingBooked = sheet.openingPence + sheet.bookedPence;
  return [
    { amount: penceToDecimal(closingBooked), currency: 'GBP', type: 'closingBooked', referenceDate },
    { amount: penceToDecimal(closingBooked + sheet.pendingPence), currency: 'GBP', type: 'interimAvailable', referenceDate },
  ];
}
