import { expect, it } from 'vitest';
import { detectBills } from '../../../src/shared/bank-bills/detect-bills';
import { datesEvery, payments } from './support/transactions';

// Issue 22, item 3: Esso fuel, a monthly £40 cash withdrawal and a £100 standing order to the
// person's own Loyalty Saver became bills, each called a direct debit. Rows in the sandbox's
// (GoCardless) shapes and a Nationwide statement's; today is Friday 27 November 2026.

const TODAY = '2026-11-27';
const monthly = (first: string) => datesEvery('month', first, 6);
const card = { bankTransactionCode: 'PMNT-CCRD-POSD', proprietaryBankTransactionCode: 'CARD PAYMENT' };

it('never takes fuel, a supermarket or cash from a machine for a bill, however regular', () => {
  const found = detectBills(
    [
      // Esso fuel on about the 3rd, 48.00 each time (card payments).
      ...payments(monthly('2026-06-03'), { amountPence: -4_800, counterparty: 'ESSO HIGHTOWN', description: 'ESSO HIGHTOWN GB', ...card }),
      // A big shop at Aldi on the 14th, about the same amount.
      ...payments(monthly('2026-06-14'), { amountPence: -8_250, counterparty: 'ALDI 73', description: 'ALDI 73 HIGHTOWN GB', ...card }),
      // 40.00 from a cash machine on the 20th, in the sandbox's shape (no payee)...
      ...payments(monthly('2026-06-20'), {
        amountPence: -4_000,
        counterparty: null,
        description: 'CASH WITHDRAWAL HIGHTOWN GB',
        bankTransactionCode: 'PMNT-CCRD-CWDL',
        proprietaryBankTransactionCode: 'CASH WITHDRAWAL',
      }),
      // ...and in Nationwide's ('Cash withdrawal' type, the machine's name as the description).
      ...payments(monthly('2026-06-21'), {
        accountId: 'acc-2',
        amountPence: -4_000,
        description: 'LNK HIGH ST HIGHTOWN',
        proprietaryBankTransactionCode: 'Cash withdrawal',
      }),
      // A real card subscription among them stays a bill, and says how it was found.
      ...payments(monthly('2026-06-09'), { amountPence: -1_099, counterparty: 'NETFLIX.COM', description: 'NETFLIX.COM 866-579-7172', ...card }),
    ],
    TODAY,
  );
  expect(found.map((b) => [b.name, b.type, b.paymentMethod, b.amountPence])).toEqual([['Netflix.com', 'inferred', 'card', 1_099]]);
});

it('never takes a payment to the person’s own account for a bill, standing order or not', () => {
  const found = detectBills(
    [
      // 100.00 by standing order to their Loyalty Saver at another bank (Nationwide's shape).
      ...payments(monthly('2026-06-01'), { amountPence: -10_000, description: 'LOYALTY SAVER 0123', proprietaryBankTransactionCode: 'Standing order' }),
      // 150.00 to the account they named 'Holiday Fund' (its name is all the row says).
      ...payments(monthly('2026-06-02'), {
        amountPence: -15_000,
        counterparty: 'HOLIDAY FUND',
        description: 'HOLIDAY FUND',
        bankTransactionCode: 'PMNT-ICDT-STDO',
        proprietaryBankTransactionCode: 'STANDING ORDER',
      }),
      // 'TRANSFER TO SAVINGS' in the sandbox's shape, to the owner's own name.
      ...payments(monthly('2026-06-26'), {
        amountPence: -20_000,
        counterparty: 'ALEX TAYLOR',
        description: 'TRANSFER TO SAVINGS',
        bankTransactionCode: 'PMNT-ICDT-BOOK',
        proprietaryBankTransactionCode: 'TRANSFER',
      }),
      // A transfer the server matched with its other side in another of their accounts.
      ...payments(monthly('2026-06-05'), { amountPence: -5_000, counterparty: 'A TAYLOR', description: 'MONTHLY', ownTransfer: true, ...card }),
      // The rent standing order is a bill, and a standing order because the bank said so.
      ...payments(monthly('2026-06-01'), {
        amountPence: -85_000,
        counterparty: 'P JONES LANDLORD',
        description: 'SO RENT FLAT 12',
        bankTransactionCode: 'PMNT-ICDT-STDO',
        proprietaryBankTransactionCode: 'STANDING ORDER',
      }),
    ],
    TODAY,
    { ownAccountNames: ['Holiday Fund', 'Current Account'] },
  );
  expect(found.map((b) => [b.name, b.type, b.paymentMethod])).toEqual([['P Jones Landlord', 'standingOrder', null]]);
});

it('calls a payment a direct debit or standing order only on the bank’s word', () => {
  const found = detectBills(
    [
      // A gym paid by faster payment every month: found from its rhythm, not a direct debit.
      ...payments(monthly('2026-06-12'), {
        amountPence: -3_500,
        counterparty: 'FITHUB GYM',
        description: 'FITHUB MEMBERSHIP',
        bankTransactionCode: 'PMNT-ICDT-ESCT',
        proprietaryBankTransactionCode: 'FASTER PAYMENT',
      }),
      // Council tax with Nationwide's 'Direct debit' type: the bank's word.
      ...payments(monthly('2026-06-15'), {
        amountPence: -16_200,
        description: 'SANDBOROUGH COUNCIL CTAX 4471',
        proprietaryBankTransactionCode: 'Direct debit',
      }),
    ],
    TODAY,
  );
  expect(found.map((b) => [b.name, b.type, b.paymentMethod])).toEqual([
    ['Council Tax', 'directDebit', null],
    ['Fithub Gym', 'inferred', 'payment'],
  ]);
});

// Issue 25, item 1: everyday spending is never a bill by card, however regular: supermarkets,
// fuel, cafés and takeaways, even on about the same day each month.
it.each([
  ['ALDI 73 HIGHTOWN', -8_500],
  ['TESCO STORE 2041', -6_000],
  ["SAINSBURY'S S/MKT", -7_400],
  ['ASDA SUPERSTORE', -5_500],
  ['LIDL GB HIGHTOWN', -4_200],
  ['WM MORRISONS', -9_000],
  ['CO-OP GROUP FOOD', -1_200],
  ['WAITROSE & PARTNERS', -5_000],
  ['M&S SIMPLY FOOD', -1_500],
  ['ICELAND FOODS', -3_000],
  ['BP CONNECT HIGHTOWN', -5_000],
  ['SHELL HIGH ROAD', -6_000],
  ['TEXACO SERVICE STN', -4_000],
  ['JUST EAT.CO.UK LTD', -2_200],
  ['DELIVEROO', -2_500],
  ['UBER *EATS', -1_900],
  ['COSTA COFFEE 43011', -420],
  ['THE BEAN CAFE', -295],
])('%s by card on the same day every month, the same amount, is not a bill', (name, amountPence) => {
  expect(detectBills(payments(monthly('2026-06-14'), { amountPence, counterparty: name, description: `${name} GB`, ...card }), TODAY)).toEqual([]);
});

it('a coffee every weekday is not a bill', () => {
  // Every Monday to Friday from 2 Nov to 27 Nov 2026: 20 payments of £3.40, gaps of 1 and 3 days.
  const weekdays = ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13', '16', '17', '18', '19', '20', '23', '24', '25', '26', '27'];
  const coffees = payments(
    weekdays.map((d) => `2026-11-${d}`),
    { amountPence: -340, counterparty: 'PRET A MANGER', ...card },
  );
  expect(detectBills(coffees, TODAY)).toEqual([]);
});

it('a supermarket or café is a bill when the bank says direct debit (a Tesco Mobile plan, a coffee club)', () => {
  const found = detectBills(
    [
      ...payments(monthly('2026-06-10'), { amountPence: -1_500, counterparty: 'TESCO MOBILE', bankTransactionCode: 'PMNT-IDDT-ESDD' }),
      ...payments(monthly('2026-06-11'), { amountPence: -2_000, counterparty: 'PRET A MANGER', proprietaryBankTransactionCode: 'DIRECT DEBIT' }),
    ],
    TODAY,
  );
  expect(found.map((b) => [b.vendor, b.type])).toEqual([
    ['PRET A MANGER', 'directDebit'],
    ['TESCO MOBILE', 'directDebit'],
  ]);
});
