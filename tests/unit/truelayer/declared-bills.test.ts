import { expect, it } from 'vitest';
import { frequencyOfCode, mergeDeclaredBills, type DeclaredPayment } from '../../../src/shared/bank-bills/declared-bills';
import type { DetectedBill } from '../../../src/shared/bank-bills/types';

const today = '2025-03-10';
const detectedRent: DetectedBill = {
  key: 'acc-1:standingOrder:HOMES LTD RENT',
  accountId: 'acc-1',
  name: 'Homes Ltd Rent',
  vendor: 'HOMES LTD RENT',
  type: 'standingOrder',
  paymentMethod: null,
  frequency: 'monthly',
  amountPence: 90000,
  previousAmountPence: null,
  amountChangedOn: null,
  referenceDate: '2025-03-01',
  nextDate: '2025-04-01',
  occurrences: 6,
  transactionIds: ['t1'],
};
const order: DeclaredPayment = {
  accountId: 'acc-1',
  kind: 'standing_order',
  payee: 'Homes Ltd',
  amount: '950.00',
  nextDate: '2025-04-02',
  lastDate: null,
  frequency: 'IntrvlMnthDay:01:02',
  active: true,
};

it('reads the bank frequency codes', () => {
  expect(frequencyOfCode('IntrvlMnthDay:01:15')).toBe('monthly');
  expect(frequencyOfCode('IntrvlWkDay:01:05')).toBe('weekly');
  expect(frequencyOfCode('IntrvlWkDay:02:05')).toBe('fortnightly');
  expect(frequencyOfCode('IntrvlMnthDay:12:01')).toBe('yearly');
  expect(frequencyOfCode('IntrvlMnthDay:03:01')).toBe('quarterly');
  expect(frequencyOfCode('IntrvlMnthDay:06:01')).toBe('six-monthly');
  expect(frequencyOfCode('IntrvlMnthDay:02:01')).toBeNull();
  expect(frequencyOfCode(null)).toBeNull();
});

it("merges a standing order into the detected bill, keeping its key, with the bank's payee, amount and date", () => {
  const [bill, ...rest] = mergeDeclaredBills([detectedRent], [order], today);
  expect(rest).toEqual([]);
  expect(bill).toEqual({
    key: 'acc-1:standingOrder:HOMES LTD RENT',
    // Stored under the bank's own key until detection found it: that row becomes this one.
    formerKey: 'acc-1:standingOrder:HOMES',
    accountId: 'acc-1',
    name: 'Homes Ltd',
    vendor: 'HOMES',
    type: 'standingOrder',
    paymentMethod: null,
    frequency: 'monthly',
    amountPence: 95000,
    previousAmountPence: null,
    amountChangedOn: null,
    referenceDate: '2025-03-01',
    nextDate: '2025-04-02',
  });
});

it('adds a direct debit nobody detected, its next date a month after the last payment; inactive ones add nothing', () => {
  const debit: DeclaredPayment = {
    accountId: 'acc-1',
    kind: 'direct_debit',
    payee: 'OCTOPUS ENERGY LTD',
    amount: '82.17',
    nextDate: null,
    lastDate: '2025-03-05',
    frequency: null,
    active: true,
  };
  const bills = mergeDeclaredBills([], [debit, { ...debit, payee: 'PUREGYM', active: false }, { ...order, accountId: 'acc-2' }], today);
  expect(bills.map((b) => [b.key, b.amountPence, b.nextDate])).toEqual([
    ['acc-2:standingOrder:HOMES', 95000, '2025-04-02'],
    ['acc-1:directDebit:OCTOPUS ENERGY', 8217, '2025-04-05'],
  ]);
});

it("rolls a standing order's past next date on to the next one after today", () => {
  const [bill] = mergeDeclaredBills([], [{ ...order, nextDate: '2025-02-02' }], today);
  expect(bill!.nextDate).toBe('2025-04-02');
});
