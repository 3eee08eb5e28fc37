import { describe, expect, it } from 'vitest';
import { dueDatesBetween, dueDatesInCycle, dueInCycleTotal } from '../../../src/shared/bills/due-this-cycle';

// The cycle: pay landed Friday 23 October 2026; the next pay day is Wednesday 25 November.
const cycle = { start: '2026-10-23', end: '2026-11-24' };
const today = '2026-11-24';

describe('dueDatesInCycle', () => {
  it('counts a monthly bill once, on its day inside the cycle', () => {
    expect(dueDatesInCycle({ amount: 95_000, type: 'monthly', dueDate: '2026-01-28' }, cycle, today)).toEqual(['2026-10-28']);
    expect(dueDatesInCycle({ amount: 95_000, type: 'monthly', dueDate: '2026-03-05' }, cycle, today)).toEqual(['2026-11-05']);
    // The 31st falls on 31 October. This cycle has 33 days: a bill on the 24th falls on 24 Oct
    // and 24 Nov, and still counts once (its first day in the cycle).
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: '2026-01-31' }, cycle, today)).toEqual(['2026-10-31']);
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: '2026-02-24' }, cycle, today)).toEqual(['2026-10-24']);
    // Without a date it still counts once; onboarding's 'expense' is monthly too.
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: null }, cycle, today)).toEqual([null]);
    expect(dueDatesInCycle({ amount: 1, type: 'expense', dueDate: '2026-05-01' }, cycle, today)).toEqual(['2026-11-01']);
    // Each monthly bill once, whatever month its stored date is in.
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: '2026-12-01' }, cycle, today)).toEqual(['2026-11-01']);
  });

  it('counts a one-time bill only when its date is inside the cycle', () => {
    expect(dueDatesInCycle({ amount: 1, type: 'one-time', dueDate: '2026-10-23' }, cycle, today)).toEqual(['2026-10-23']);
    expect(dueDatesInCycle({ amount: 1, type: 'one-time', dueDate: '2026-11-24' }, cycle, today)).toEqual(['2026-11-24']);
    expect(dueDatesInCycle({ amount: 1, type: 'one-time', dueDate: '2026-10-22' }, cycle, today)).toEqual([]);
    expect(dueDatesInCycle({ amount: 1, type: 'one-time', dueDate: '2026-11-25' }, cycle, today)).toEqual([]);
    expect(dueDatesInCycle({ amount: 1, type: 'one-time', dueDate: null }, cycle, today)).toEqual([]);
  });

  it("counts a loan's payment only while payments remain", () => {
    const loanBill = { amount: 25_000, type: 'monthly', dueDate: '2026-03-15' };
    expect(dueDatesInCycle({ ...loanBill, loanFinalDate: '2027-09-15' }, cycle, today)).toEqual(['2026-11-15']);
    expect(dueDatesInCycle({ ...loanBill, loanFinalDate: '2026-11-24' }, cycle, today)).toEqual(['2026-11-15']);
    expect(dueDatesInCycle({ ...loanBill, loanFinalDate: '2026-11-15' }, cycle, today)).toEqual([]);
  });

  it('counts bank bills by their frequency', () => {
    // Weekly from Monday 5 Jan 2026: the Mondays 26 Oct, 2, 9, 16 and 23 Nov.
    expect(dueDatesInCycle({ amount: 1_000, type: 'monthly', dueDate: '2026-01-05', frequency: 'weekly' }, cycle, today)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    // Fortnightly, its next date Thursday 26 Nov after the cycle: 29 Oct and 12 Nov.
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: '2026-11-26', frequency: 'fortnightly' }, cycle, today)).toEqual([
      '2026-10-29',
      '2026-11-12',
    ]);
    // Yearly: only in the cycle holding its day.
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: '2027-11-01', frequency: 'yearly' }, cycle, today)).toEqual(['2026-11-01']);
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: '2027-04-01', frequency: 'yearly' }, cycle, today)).toEqual([]);
    // Monthly, and no frequency at all: once.
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: '2026-12-02', frequency: 'monthly' }, cycle, today)).toEqual(['2026-11-02']);
    expect(dueDatesInCycle({ amount: 1, type: 'monthly', dueDate: '2026-11-02', frequency: '' }, cycle, today)).toEqual(['2026-11-02']);
  });
});

it('adds each bill as often as it falls due', () => {
  // Rent 950.00 once + weekly 10.00 five times + a one-time 480.00 outside = 95,000 + 5,000 = 100,000.
  expect(
    dueInCycleTotal(
      [
        { amount: 95_000, type: 'monthly', dueDate: '2026-01-28' },
        { amount: 1_000, type: 'monthly', dueDate: '2026-01-05', frequency: 'weekly' },
        { amount: 48_000, type: 'one-time', dueDate: '2026-12-01' },
      ],
      cycle,
      today,
    ),
  ).toBe(100_000);
});

describe('dueDatesBetween (the days left before payday)', () => {
  const left = { start: '2026-11-10', end: '2026-11-24' };
  it('keeps only the monthly days still ahead, and the other rules as they are', () => {
    expect(dueDatesBetween({ amount: 1, type: 'monthly', dueDate: '2026-01-28' }, left, '2026-11-10')).toEqual([]);
    expect(dueDatesBetween({ amount: 1, type: 'monthly', dueDate: '2026-01-12' }, left, '2026-11-10')).toEqual(['2026-11-12']);
    expect(dueDatesBetween({ amount: 1, type: 'monthly', dueDate: null }, left, '2026-11-10')).toEqual([null]);
    expect(dueDatesBetween({ amount: 1, type: 'monthly', dueDate: '2026-01-12', loanFinalDate: '2026-11-01' }, left, '2026-11-10')).toEqual([]);
    expect(dueDatesBetween({ amount: 1, type: 'one-time', dueDate: '2026-11-20' }, left, '2026-11-10')).toEqual(['2026-11-20']);
    expect(dueDatesBetween({ amount: 1, type: 'monthly', dueDate: '2026-01-05', frequency: 'weekly' }, left, '2026-11-10')).toEqual([
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});

describe('pay every few weeks (issue 26): a monthly bill falls in the cycle its day is in', () => {
  // Four-weekly pay: 6 March to 1 April 2026, then 2 April to 30 April.
  const march = { start: '2026-03-06', end: '2026-04-01', shorterThanAMonth: true };
  const april = { start: '2026-04-02', end: '2026-04-30', shorterThanAMonth: true };
  const rent = { amount: 95_000, type: 'expense', dueDate: '2026-01-01' };
  const phone = { amount: 2_000, type: 'expense', dueDate: '2026-01-20' };

  it('rent on the 1st: 1 April is in the March cycle, and no 1st is in the April one', () => {
    expect(dueDatesInCycle(rent, march, '2026-03-10')).toEqual(['2026-04-01']);
    expect(dueDatesInCycle(rent, april, '2026-04-10')).toEqual([]);
    // The phone on the 20th: 20 March, then 20 April.
    expect(dueInCycleTotal([rent, phone], march, '2026-03-10')).toBe(97_000);
    expect(dueInCycleTotal([rent, phone], april, '2026-04-10')).toBe(2_000);
  });

  it('weekly pay: a bill without a date counts in the week holding a 1st only', () => {
    const undated = { amount: 1_000, type: 'expense', dueDate: null };
    expect(dueDatesInCycle(undated, { start: '2026-03-27', end: '2026-04-02', shorterThanAMonth: true }, '2026-03-28')).toEqual([null]);
    expect(dueDatesInCycle(undated, { start: '2026-04-03', end: '2026-04-09', shorterThanAMonth: true }, '2026-04-04')).toEqual([]);
    // Monthly pay keeps counting each monthly bill once.
    expect(dueDatesInCycle(undated, { start: '2026-04-03', end: '2026-05-02' }, '2026-04-04')).toEqual([null]);
  });
});
