import { penceToDecimal } from '../../../../../shared/money';
import type { DateRange, ProviderTransaction, TransactionsPage } from '../types';
import type { SandboxAccount } from './sandbox-accounts';
import { isoDay, monthOf, parseIsoDay, type Day } from './sandbox-calendar';
import { accountOf, sandboxContext } from './sandbox-context';
import type { Entry } from './sandbox-entries';
import { accountEntries, historyWindow, PENDING_DAYS } from './sandbox-ledger';
import { hash32, hexDigest } from './sandbox-random';

// A sandbox account's transactions as GoCardless would return them: booked and pending,
// newest first, each with the Berlin Group object it came from in `raw`. A line's ids
// come from seed, account, date and its place in the day, so a later sync sees exactly
// the same booked lines plus new ones, and pending lines turn into booked ones.

export { sandboxAccounts, type SandboxAccount } from './sandbox-accounts';

type Ids = { transactionId: string | null; internalTransactionId: string | null };

/**
 * Banks differ in the ids they send: most lines carry a transactionId (some an
 * internalTransactionId as well), about 10% only an internalTransactionId and about
 * 10% no id at all, which is what makes de-duplication hard.
 */
function idsFor(seed: string, account: SandboxAccount, date: string, index: number): Ids {
  const key = `${seed}|${account.accountId}|${date}|${index}`;
  const roll = hash32(key, 7) % 100;
  const transactionId = () => `${date.replaceAll('-', '')}${hexDigest(key, 12).toUpperCase()}`;
  const internalTransactionId = () => hexDigest(`${key}|internal`, 32);
  if (roll < 10) return { transactionId: null, internalTransactionId: null };
  if (roll < 20) return { transactionId: null, internalTransactionId: internalTransactionId() };
  if (roll < 60) return { transactionId: transactionId(), internalTransactionId: internalTransactionId() };
  return { transactionId: transactionId(), internalTransactionId: null };
}

function toTransaction(line: Entry, date: string, ids: Ids, pending: boolean): ProviderTransaction {
  const amount = penceToDecimal(line.pence);
  const out = line.pence < 0;
  const creditorName = out ? line.counterparty : null;
  const debtorName = out ? null : line.counterparty;
  const bookingDate = pending ? null : date;
  // Berlin Group leaves out what it does not know, so absent fields are absent here too.
  const raw: Record<string, unknown> = {};
  if (ids.transactionId) raw.transactionId = ids.transactionId;
  if (ids.internalTransactionId) raw.internalTransactionId = ids.internalTransactionId;
  if (bookingDate) raw.bookingDate = bookingDate;
  raw.valueDate = date;
  raw.transactionAmount = { amount, currency: 'GBP' };
  if (creditorName) raw.creditorName = creditorName;
  if (debtorName) raw.debtorName = debtorName;
  if (line.counterpartyIban) raw[out ? 'creditorAccount' : 'debtorAccount'] = { iban: line.counterpartyIban };
  raw.remittanceInformationUnstructured = line.remittance;
  raw.bankTransactionCode = line.code;
  raw.proprietaryBankTransactionCode = line.proprietary;
  return {
    transactionId: ids.transactionId,
    internalTransactionId: ids.internalTransactionId,
    bookingDate,
    valueDate: date,
    amount,
    currency: 'GBP',
    creditorName,
    debtorName,
    remittanceInformation: line.remittance,
    bankTransactionCode: line.code,
    proprietaryBankTransactionCode: line.proprietary,
    raw,
  };
}

/**
 * The account's transactions known at `asOf`, booked dated `from`..`to` and pending
 * valued `from`..`to` (both inclusive, yyyy-MM-dd). History starts on the 1st of the
 * month 15 months before asOf's month; lines dated on asOf's London day or the day
 * before are pending (no ids, bookingDate null); nothing is dated after asOf's day.
 */
export function transactionsBetween(seed: string, accountId: string, asOf: Date, range: DateRange): TransactionsPage {
  const context = sandboxContext(seed);
  const account = accountOf(context, accountId);
  const window = historyWindow(asOf);
  const from: Day = Math.max(parseIsoDay(range.from), window.firstDay);
  const to: Day = Math.min(parseIsoDay(range.to), window.asOfDay);
  const booked: ProviderTransaction[] = [];
  const pending: ProviderTransaction[] = [];
  if (from > to) return { booked, pending };
  const firstPending = window.asOfDay - PENDING_DAYS + 1;
  let day = Number.NaN;
  let index = 0;
  for (const line of accountEntries(context, account, monthOf(from), monthOf(to))) {
    // The place in the day counts every line of the day, in or out of the range.
    index = line.day === day ? index + 1 : 0;
    day = line.day;
    if (line.day < from || line.day > to) continue;
    const date = isoDay(line.day);
    if (line.day >= firstPending) pending.push(toTransaction(line, date, { transactionId: null, internalTransactionId: null }, true));
    else booked.push(toTransaction(line, date, idsFor(seed, account, date, index), false));
  }
  // Newest first, as GoCardless lists them.
  return { booked: booked.reverse(), pending: pending.reverse() };
}

/** The first day of the history a sync at `asOf` sees, yyyy-MM-dd. */
export function sandboxHistoryStart(asOf: Date): string {
  return isoDay(historyWindow(asOf).firstDay);
}

/** All the account's transactions known at `asOf` (see transactionsBetween). */
export function sandboxTransactions(seed: string, accountId: string, asOf: Date): TransactionsPage {
  const window = historyWindow(asOf);
  return transactionsBetween(seed, accountId, asOf, { from: isoDay(window.firstDay), to: isoDay(window.asOfDay) });
}
