import { expect, it } from 'vitest';
import { findSameBills, plainPounds, sameBillDistance, sameBillQuestion, type FoundBill, type TypedBill } from '../../src/shared/bills/same-bill';

const rent: TypedBill = { id: 't1', name: 'Rent', category: 'Major Bill', customCategory: null, amount: 95_000, type: 'expense', dueDate: '2026-12-01' };
const landlord: FoundBill = {
  id: 'b1',
  accountId: 'a1',
  vendor: 'P JONES LANDLORD',
  name: 'P Jones Landlord',
  amount: 85_000,
  frequency: 'monthly',
  nextDate: '2026-12-01',
  referenceDate: '2026-11-01',
};

it('takes Rent £950 on the 1st and P Jones Landlord £850 on the 1st for one bill, and asks in plain pounds', () => {
  expect(sameBillDistance(rent, landlord)).not.toBeNull();
  expect(sameBillQuestion(rent, landlord)).toBe('Is your Rent (£950) the same as P Jones Landlord (£850)?');
  expect(plainPounds(90_212)).toBe('£902.12');
  expect(plainPounds(120_000)).toBe('£1,200');
});

it('needs the amounts within 15% of the larger, the due days within 3 (round the month end), and alike names', () => {
  // 950 vs 807.50 is 142.50 apart: 15% of 950, in; 807.49 is out.
  expect(sameBillDistance(rent, { ...landlord, amount: 80_750 })).not.toBeNull();
  expect(sameBillDistance(rent, { ...landlord, amount: 80_749 })).toBeNull();
  // Due on the 1st and the 29th: 3 days apart round the month end, in; the 5th is 4 apart, out.
  expect(sameBillDistance(rent, { ...landlord, nextDate: '2026-12-29' })).not.toBeNull();
  expect(sameBillDistance(rent, { ...landlord, nextDate: '2026-12-05' })).toBeNull();
  // A typed bill without a due day is judged on its name and amount.
  expect(sameBillDistance({ ...rent, dueDate: null }, landlord)).not.toBeNull();
  // Unrelated names, a one-off typed bill, a yearly bank bill: not the same.
  expect(sameBillDistance(rent, { ...landlord, vendor: 'BRIGHTSPARK ENERGY', name: 'Brightspark Energy' })).toBeNull();
  expect(sameBillDistance({ ...rent, type: 'one-time' }, landlord)).toBeNull();
  expect(sameBillDistance(rent, { ...landlord, frequency: 'yearly' })).toBeNull();
  // A word in common is enough: 'Octopus' and 'OCTOPUS ENERGY'.
  const octopus = { ...rent, name: 'Octopus', category: 'Gas', amount: 12_000 };
  expect(sameBillDistance(octopus, { ...landlord, vendor: 'OCTOPUS ENERGY', name: 'Octopus Energy', amount: 11_000 })).not.toBeNull();
});

it('pairs each typed bill with its nearest bank bill, one each, and skips pairs said to be different', () => {
  const agent = { ...landlord, id: 'b2', vendor: 'CASTLEGATE ESTATES', name: 'Castlegate Estates', amount: 94_000 };
  // Castlegate (940, 1% off) is nearer than P Jones (850, 10.5% off).
  expect(findSameBills([rent], [landlord, agent], new Set())).toEqual([{ billId: 't1', accountId: 'a1', vendor: 'CASTLEGATE ESTATES' }]);
  const saidDifferent = new Set([`t1\u0000a1\u0000CASTLEGATE ESTATES`]);
  expect(findSameBills([rent], [landlord, agent], saidDifferent)).toEqual([{ billId: 't1', accountId: 'a1', vendor: 'P JONES LANDLORD' }]);
  // Two typed rents, one bank bill: only the nearer typed one is asked about.
  const second = { ...rent, id: 't2', amount: 86_000 };
  expect(findSameBills([rent, second], [landlord], new Set())).toEqual([{ billId: 't2', accountId: 'a1', vendor: 'P JONES LANDLORD' }]);
});
