import { expect, it } from 'vitest';
import { matchBillPayments, type PaymentCandidate } from '../../../src/shared/bank-bills/bill-payment';

const cycle = { startDate: '2026-11-25', endDate: '2026-12-24' };
const pay = (date: string, pence: number, counterparty: string | null, description: string | null, accountId = 'a1'): PaymentCandidate => ({
  accountId,
  date,
  amountPence: -pence,
  counterparty,
  description,
});

it('pays a bill with any amount to its payee inside the cycle, today included, and nothing outside it', () => {
  const bills = [{ id: 'card', accountId: 'a1', vendor: 'SANDBOX CARD SERVICES', amountPence: 90_212 }];
  const inCycle = pay('2026-11-27', 108_869, 'SANDBOX CARD SERVICES', 'DD SANDBOX CARD SERVICES 5A3F9C');
  expect(matchBillPayments(bills, [inCycle], cycle).get('card')).toBe(inCycle);
  // The day before the cycle, another account, money in: none pays it.
  const before = pay('2026-11-24', 90_212, 'SANDBOX CARD SERVICES', null);
  const elsewhere = pay('2026-11-27', 90_212, 'SANDBOX CARD SERVICES', null, 'a2');
  const refund = { ...pay('2026-11-27', 0, 'SANDBOX CARD SERVICES', null), amountPence: 90_212 };
  expect(matchBillPayments(bills, [before, elsewhere, refund], cycle).size).toBe(0);
});

it('matches a payment by its remittance text when the creditor name is missing', () => {
  const bills = [{ id: 'water', accountId: 'a1', vendor: 'RIVERSIDE WATER', amountPence: 3_800 }];
  const pending = pay('2026-11-27', 3_800, null, 'DD RIVERSIDE WATER 77120045');
  expect(matchBillPayments(bills, [pending], cycle).get('water')).toBe(pending);
});

it('gives two bills of one payee the payments nearest their own amounts, one each', () => {
  // Car 42.10 and home 18.30 with one insurer; this cycle only the car's went, at 43.00.
  const bills = [
    { id: 'car', accountId: 'a1', vendor: 'SUREGUARD INSURANCE', amountPence: 4_210 },
    { id: 'home', accountId: 'a1', vendor: 'SUREGUARD INSURANCE', amountPence: 1_830 },
  ];
  const car = pay('2026-11-26', 4_300, 'SUREGUARD INSURANCE', null);
  const paid = matchBillPayments(bills, [car], cycle);
  expect([...paid.entries()]).toEqual([['car', car]]);
  const home = pay('2026-11-27', 1_900, 'SUREGUARD INSURANCE', null);
  const both = matchBillPayments(bills, [home, car], cycle);
  expect(both.get('car')).toBe(car);
  expect(both.get('home')).toBe(home);
});
