import { describe, expect, it } from 'vitest';
import { detectBills } from '../../../src/shared/bank-bills/detect-bills';
import { datesEvery, payments } from './support/transactions';

// Issue 25, items 1 and 4: a price rise keeps the bill, its amount is the new price from the
// first higher payment, and it says what it was; varying amounts are one bill with no "rise".

const card = { bankTransactionCode: 'PMNT-CCRD-POSD', proprietaryBankTransactionCode: 'CARD PAYMENT' };
const dd = { bankTransactionCode: 'PMNT-IDDT-ESDD', proprietaryBankTransactionCode: 'DIRECT DEBIT' };

function withAmounts(dates: readonly string[], amounts: readonly number[], fields: Omit<Parameters<typeof payments>[1], 'amountPence'>) {
  const list = payments(dates, { ...fields, amountPence: 0 });
  list.forEach((tx, i) => (tx.amountPence = -amounts[i]!));
  return list;
}

describe('price rises', () => {
  it('takes the new price from the first higher payment, with the price before', () => {
    // £11.99 from June to September, £12.99 on 3 October: on the first higher payment.
    const dates = datesEvery('month', '2026-06-03', 5);
    const [bill] = detectBills(withAmounts(dates, [1_199, 1_199, 1_199, 1_199, 1_299], { counterparty: 'KALOMIR MUSIC', ...card }), '2026-10-10');
    expect(bill).toMatchObject({ amountPence: 1_299, previousAmountPence: 1_199, amountChangedOn: '2026-10-03', occurrences: 5 });
  });

  it('keeps the rise while it is recent and the payments stay at the new price', () => {
    const dates = datesEvery('month', '2026-01-15', 10); // 15 Jan to 15 Oct
    const amounts = [2_200, 2_200, 2_200, 2_200, 2_200, 2_350, 2_350, 2_350, 2_350, 2_350]; // up on 15 June
    const [bill] = detectBills(withAmounts(dates, amounts, { counterparty: 'O2 UK', ...dd }), '2026-10-20');
    expect(bill).toMatchObject({ type: 'directDebit', amountPence: 2_350, previousAmountPence: 2_200, amountChangedOn: '2026-06-15' });
  });

  it('clears a rise more than a year old', () => {
    const dates = datesEvery('month', '2025-01-15', 22); // to 15 Oct 2026
    const amounts = dates.map((_, i) => (i < 6 ? 2_200 : 2_350)); // up on 15 Jul 2025, 462 days before 20 Oct 2026
    const [bill] = detectBills(withAmounts(dates, amounts, { counterparty: 'O2 UK', ...dd }), '2026-10-20');
    expect(bill).toMatchObject({ amountPence: 2_350, previousAmountPence: null, amountChangedOn: null });
  });

  it('follows a yearly renewal 20% up, beyond the usual 10% tolerance', () => {
    const dates = ['2024-04-10', '2025-04-10', '2026-04-10'];
    const [bill] = detectBills(withAmounts(dates, [30_000, 30_000, 36_000], { counterparty: 'KALOMIR HOME COVER', ...card }), '2026-11-27');
    expect(bill).toMatchObject({ frequency: 'yearly', amountPence: 36_000, previousAmountPence: 30_000, amountChangedOn: '2026-04-10', occurrences: 3 });
  });

  it('a price that goes down is no rise', () => {
    const dates = datesEvery('month', '2026-06-03', 5);
    const [bill] = detectBills(withAmounts(dates, [1_299, 1_299, 1_299, 1_199, 1_199], { counterparty: 'KALOMIR MUSIC', ...card }), '2026-11-10');
    expect(bill).toMatchObject({ previousAmountPence: null, amountChangedOn: null });
  });
});

describe('amounts that vary stay one bill', () => {
  it('a subscription charged in dollars (±5%): one bill at the median of the latest three, no rise', () => {
    const dates = datesEvery('month', '2026-06-14', 6);
    const amounts = [1_580, 1_622, 1_597, 1_645, 1_610, 1_588];
    const [bill, ...rest] = detectBills(withAmounts(dates, amounts, { counterparty: 'OPENAI *CHATGPT SUBSCR', ...card }), '2026-11-20');
    expect(rest).toEqual([]);
    // Latest three 1,645, 1,610, 1,588: the middle one is 1,610.
    expect(bill).toMatchObject({ vendor: 'OPENAI', frequency: 'monthly', occurrences: 6, amountPence: 1_610, previousAmountPence: null });
  });

  it('an energy direct debit that changes every month: one bill, no rise', () => {
    const dates = datesEvery('month', '2026-05-04', 7);
    const amounts = [9_800, 10_400, 8_900, 12_100, 9_500, 11_200, 10_150];
    const [bill, ...rest] = detectBills(withAmounts(dates, amounts, { counterparty: 'OCTOPUS ENERGY', ...dd }), '2026-11-20');
    expect(rest).toEqual([]);
    // Latest three 9,500, 11,200, 10,150: the middle one is 10,150.
    expect(bill).toMatchObject({ frequency: 'monthly', occurrences: 7, amountPence: 10_150, previousAmountPence: null, amountChangedOn: null });
  });
});
