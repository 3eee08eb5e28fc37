import {
  dayInMonth,
  isoDay,
  mondayOnOrAfter,
  monthEnd,
  monthNumber,
  monthOf,
  monthStart,
  onOrAfterWorkingDay,
  onOrBeforeWorkingDay,
  weekday as weekdayOf,
  type Day,
  type Month,
} from './sandbox-calendar';
import type { SandboxContext } from './sandbox-context';
import {
  byDay,
  cardPayment,
  cardRefund,
  cashback,
  cashWithdrawal,
  directDebit,
  paymentOut,
  salary,
  standingOrder,
  sumPence,
  transfer,
  type Entry,
} from './sandbox-entries';
import { JOINT_TOP_UP_DAY, type JointMonth } from './sandbox-joint';
import { councilTaxDue, energyPence } from './sandbox-profile';
import { rngFor, type Rng } from './sandbox-random';
import { SAVINGS_TRANSFER_DAY, type SavingsMonth } from './sandbox-savings';

// The main current account: pay in, rent and bills out on their days, everyday card
// spending in between. Each month's credit card repayment (on the 27th) is whatever
// brings the account to next month's opening balance, so every month's opening balance
// is fixed by the seed alone and balances agree from one sync to the next.

const PAY_DAY = 25;
const CARD_REPAYMENT_DAY = 27;

/** The current account's balance when `month` opens. */
export function currentOpeningPence(context: SandboxContext, month: Month): number {
  return context.profile.currentBasePence + rngFor(context.seed, context.current.accountId, 'opening', month).int(-10_000, 10_000);
}

/** Pay day is the 25th, or the working day before it. */
function payDay(month: Month): Day {
  return onOrBeforeWorkingDay(dayInMonth(month, PAY_DAY));
}

/** The card repayment is collected on the 27th or the next working day, but never in the next month. */
function cardRepaymentDay(month: Month): Day {
  const due = dayInMonth(month, CARD_REPAYMENT_DAY);
  const collected = onOrAfterWorkingDay(due);
  return monthOf(collected) === month ? collected : onOrBeforeWorkingDay(due);
}

const RESTAURANTS = ['THE OAK TAVERN', 'PIZZA PRONTO', 'SPICE GARDEN', 'NOODLE BAR 88', 'THE RED LION INN'];
const SHOPS = ['HIGH STREET PHARMACY', 'THREADS CLOTHING', 'PAGEPORT BOOKS'];
const ONLINE = ['PARCELPOINT MARKETPLACE', 'AMAZON MARKETPLACE'];

/** The day's everyday spending; its randomness comes from this account and day only. */
function everydaySpending(context: SandboxContext, day: Day, rng: Rng): Entry[] {
  const { profile, town } = context;
  const where = `${town} GB`;
  const weekday = weekdayOf(day);
  const workday = weekday >= 1 && weekday <= 5;
  const entries: Entry[] = [];
  if (workday && rng.chance(profile.coffeeChance)) {
    entries.push(cardPayment(day, profile.cafe, profile.coffeePence, where));
    // A coffee for a colleague too: two identical payments that de-duplication must keep.
    if (rng.chance(0.12)) entries.push(cardPayment(day, profile.cafe, profile.coffeePence, where));
  }
  // With a joint account the weekly shop mostly happens there.
  if (weekday === 6 && rng.chance(context.joint ? 0.25 : 0.75)) entries.push(cardPayment(day, 'GREENLEAF SUPERMARKET', rng.int(3_500, 9_500), where));
  else if (rng.chance(0.3)) entries.push(cardPayment(day, rng.pick(['FRESHWAY LOCAL', 'LIDL GB']), rng.int(400, 2_800), where));
  if (profile.transport.kind === 'fares') {
    const fare = profile.transport.farePence;
    if (workday ? rng.chance(0.8) : rng.chance(0.15)) entries.push(cardPayment(day, profile.transport.merchant, fare * rng.pick([2, 2, 2, 3, 1]), where));
  }
  if (rng.chance(weekday === 5 || weekday === 6 ? 0.35 : 0.07)) entries.push(cardPayment(day, rng.pick(RESTAURANTS), rng.int(1_400, 6_800), where));
  if (rng.chance(0.06)) entries.push(cardPayment(day, rng.pick(ONLINE), rng.int(600, 8_500), 'ONLINE GB'));
  if (rng.chance(0.05)) entries.push(cardPayment(day, rng.pick(SHOPS), rng.int(500, 6_000), where));
  if (rng.chance(0.03)) entries.push(cashWithdrawal(day, rng.int(2, 10) * 1_000, where));
  if (rng.chance(0.012)) entries.push(cardRefund(day, rng.pick(ONLINE), rng.int(400, 6_000)));
  return entries;
}

/** The month's scheduled payments in day order, each day's in a fixed order. */
function scheduled(context: SandboxContext, month: Month, savings: SavingsMonth, joint: JointMonth): Entry[] {
  const { profile, savings: savingsAccount, joint: jointAccount } = context;
  const calendarMonth = monthNumber(month);
  const owner = profile.ownerName.toUpperCase();
  const entries: Entry[] = [standingOrder(monthStart(month), profile.landlord, profile.rentReference, profile.rentPence)];
  const bills = [
    ...(councilTaxDue(calendarMonth) ? [{ bill: profile.councilTax, pence: profile.councilTax.pence }] : []),
    { bill: profile.energy, pence: energyPence(profile, calendarMonth) },
    { bill: profile.water, pence: profile.water.pence },
    { bill: profile.broadband, pence: profile.broadband.pence },
    { bill: profile.mobile, pence: profile.mobile.pence },
  ];
  for (const { bill, pence } of bills) entries.push(directDebit(onOrAfterWorkingDay(dayInMonth(month, bill.dueDay)), bill, pence));
  for (const sub of profile.subscriptions) entries.push(cardPayment(dayInMonth(month, sub.day), sub.merchant, sub.pence, 'ONLINE GB'));
  const annual = profile.annualSubscription;
  if (annual.month === calendarMonth) entries.push(cardPayment(dayInMonth(month, annual.day), annual.merchant, annual.pence, 'ONLINE GB'));
  if (profile.transport.kind === 'season-ticket') {
    for (let monday = mondayOnOrAfter(monthStart(month)); monday <= monthEnd(month); monday += 7) {
      entries.push(cardPayment(monday, profile.transport.merchant, profile.transport.weeklyPence, 'ONLINE GB'));
    }
  }
  const rng = rngFor(context.seed, context.current.accountId, 'cashback', month);
  if (rng.chance(0.4)) entries.push(cashback(dayInMonth(month, 3), rng.int(50, 840)));
  for (const withdrawal of savings.withdrawals) {
    entries.push(transfer(withdrawal.day, false, owner, savingsAccount.iban, 'TRANSFER FROM SAVINGS', withdrawal.pence));
    if (withdrawal.purchase) entries.push(paymentOut(withdrawal.day, withdrawal.purchase.payee, withdrawal.purchase.reference, withdrawal.pence));
  }
  entries.push(salary(payDay(month), profile.employer, profile.salaryPence));
  entries.push(transfer(dayInMonth(month, SAVINGS_TRANSFER_DAY), true, owner, savingsAccount.iban, 'TRANSFER TO SAVINGS', profile.savingsTransferPence));
  if (jointAccount) entries.push(transfer(dayInMonth(month, JOINT_TOP_UP_DAY), true, owner, jointAccount.iban, 'TRANSFER TO JOINT', joint.topUpPence));
  // The repayment goes last on its day; its amount is settled once the month is known.
  entries.push(directDebit(cardRepaymentDay(month), profile.creditCard, 0));
  return byDay(entries);
}

/**
 * The current account's whole month, in day order. `savings` and `joint` are the same
 * month of the other accounts, whose transfers appear here too.
 */
export function currentEntries(context: SandboxContext, month: Month, savings: SavingsMonth, joint: JointMonth): Entry[] {
  const { profile, current } = context;
  const plan = scheduled(context, month, savings, joint);
  const repayment = plan.find((line) => line.counterparty === profile.creditCard.creditor);
  if (!repayment) throw new Error('unreachable: every month has a card repayment');
  const entries: Entry[] = [];
  let next = 0;
  for (let day = monthStart(month); day <= monthEnd(month); day++) {
    for (let line = plan[next]; line && line.day === day; line = plan[++next]) entries.push(line);
    entries.push(...everydaySpending(context, day, rngFor(context.seed, current.accountId, isoDay(day))));
  }
  // The card bill is what the month leaves over, so next month opens where it should.
  const target = currentOpeningPence(context, month + 1) - currentOpeningPence(context, month);
  repayment.pence = target - sumPence(entries);
  return entries;
}
