import { describe, expect, it } from 'vitest';
import { dueDatesBetween, dueDatesInCycle, dueInCycleTotal, nextOccurrence } from '../../../src/shared/bills/due-this-cycle';
import { paidMarkHolds } from '../../../src/shared/bills/bill-state';
import { monthlyShareOfCostPence, yearlyCostPence } from '../../../src/shared/bills/frequencies';
import { priceRiseOf, priceRiseText } from '../../../src/shared/bills/price-rise';

// Every cadence a bill may have, counted in a pay cycle (issue 25, item 7; decision 048).
// Dates worked out by hand on a 2026 calendar: 1 Dec 2026 is a Tuesday.

// Pay cycle Tuesday 1 Dec to Monday 28 Dec 2026: four Tuesdays (1, 8, 15, 22 Dec).
const december = { start: '2026-12-01', end: '2026-12-28' };
const today = '2026-12-01';
const bill = (frequency: string, dueDate: string | null, amount = 4_700) => ({ amount, type: 'monthly', dueDate, frequency });

describe('dueDatesInCycle at every cadence', () => {
  it('counts a weekly £47 on each of the four Tuesdays: 4 × £47 = £188', () => {
    // Its date is Tuesday 3 Nov: every 7 days on, the Tuesdays 1, 8, 15 and 22 Dec.
    const weekly = bill('weekly', '2026-11-03');
    expect(dueDatesInCycle(weekly, december, today)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']);
    // 4 × 4,700 = 18,800 pence.
    expect(dueInCycleTotal([weekly], december, today)).toBe(18_800);
  });

  it('counts a weekly bill dated after the cycle back from its date', () => {
    // Tuesday 19 Jan 2027 is 7 weeks after 1 Dec: the same four Tuesdays.
    expect(dueDatesInCycle(bill('weekly', '2027-01-19'), december, today)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']);
  });

  it('counts fortnightly every 14 days', () => {
    // From Tuesday 20 Oct: 3 Nov, 17 Nov, 1 Dec, 15 Dec, (29 Dec is after the cycle).
    expect(dueDatesInCycle(bill('fortnightly', '2026-10-20'), december, today)).toEqual(['2026-12-01', '2026-12-15']);
  });

  it('counts four-weekly every 28 days from its date', () => {
    // From 6 Oct: 3 Nov (+28), 1 Dec (+28), 29 Dec (after the cycle).
    expect(dueDatesInCycle(bill('four-weekly', '2026-10-06'), december, today)).toEqual(['2026-12-01']);
    // From 10 Oct: 7 Nov, 5 Dec.
    expect(dueDatesInCycle(bill('four-weekly', '2026-10-10'), december, today)).toEqual(['2026-12-05']);
    // Thirteen times a year, not twelve: a 35-day cycle from 1 Dec to 4 Jan holds two (1 Dec and 29 Dec).
    expect(dueDatesInCycle(bill('four-weekly', '2026-10-06'), { start: '2026-12-01', end: '2027-01-04' }, today)).toEqual(['2026-12-01', '2026-12-29']);
  });

  it('counts monthly once', () => {
    expect(dueDatesInCycle(bill('monthly', '2026-03-10'), december, today)).toEqual(['2026-12-10']);
  });

  it('counts ten-monthly (council tax) every month but February and March', () => {
    const councilTax = bill('ten-monthly', '2026-04-01', 18_000);
    expect(dueDatesInCycle(councilTax, december, today)).toEqual(['2026-12-01']);
    expect(dueDatesInCycle(councilTax, { start: '2027-01-01', end: '2027-01-31' }, today)).toEqual(['2027-01-01']);
    expect(dueDatesInCycle(councilTax, { start: '2027-02-01', end: '2027-02-28' }, today)).toEqual([]);
    expect(dueDatesInCycle(councilTax, { start: '2027-03-01', end: '2027-03-31' }, today)).toEqual([]);
    expect(dueDatesInCycle(councilTax, { start: '2027-04-01', end: '2027-04-30' }, today)).toEqual(['2027-04-01']);
    // A cycle from 15 Feb to 14 Mar holds no instalment day and is in a free month: nothing.
    expect(dueDatesInCycle(councilTax, { start: '2027-02-15', end: '2027-03-14' }, today)).toEqual([]);
  });

  it('counts quarterly every 3 months from its date', () => {
    // From 12 Sep: 12 Dec, 12 Mar, 12 Jun.
    expect(dueDatesInCycle(bill('quarterly', '2026-09-12'), december, today)).toEqual(['2026-12-12']);
    expect(dueDatesInCycle(bill('quarterly', '2026-10-12'), december, today)).toEqual([]);
    expect(dueDatesInCycle(bill('quarterly', '2027-03-12'), december, today)).toEqual(['2026-12-12']);
  });

  it('counts six-monthly every 6 months from its date', () => {
    // From 20 Jun: 20 Dec.
    expect(dueDatesInCycle(bill('six-monthly', '2026-06-20'), december, today)).toEqual(['2026-12-20']);
    expect(dueDatesInCycle(bill('six-monthly', '2026-09-20'), december, today)).toEqual([]);
  });

  it('counts yearly once, in its own month', () => {
    expect(dueDatesInCycle(bill('yearly', '2025-12-05'), december, today)).toEqual(['2026-12-05']);
    expect(dueDatesInCycle(bill('yearly', '2026-11-05'), december, today)).toEqual([]);
    // Without a date a yearly bill cannot be placed.
    expect(dueDatesInCycle(bill('yearly', null), december, today)).toEqual([]);
  });

  it('adds up a mixed cycle', () => {
    // Weekly 47.00 × 4 = 188.00; four-weekly 30.00 × 1; monthly 950.00; quarterly 60.00 × 1; yearly 95.00 × 0.
    // 18,800 + 3,000 + 95,000 + 6,000 = 122,800.
    const bills = [
      bill('weekly', '2026-11-03'),
      bill('four-weekly', '2026-10-06', 3_000),
      bill('monthly', '2026-01-01', 95_000),
      bill('quarterly', '2026-09-12', 6_000),
      bill('yearly', '2026-06-01', 9_500),
    ];
    expect(dueInCycleTotal(bills, december, today)).toBe(122_800);
  });

  it('lists each ten-monthly day left before payday outside the free months', () => {
    // 1 Jan to 31 Mar 2027: 1 Jan only (February and March are free).
    expect(dueDatesBetween(bill('ten-monthly', '2026-04-01'), { start: '2027-01-01', end: '2027-03-31' }, '2027-01-01')).toEqual(['2027-01-01']);
  });
});

describe('nextOccurrence', () => {
  it('finds the next day at each cadence', () => {
    expect(nextOccurrence('2026-11-03', 'weekly', '2026-12-02')).toBe('2026-12-08');
    expect(nextOccurrence('2026-11-03', 'weekly', '2026-12-08')).toBe('2026-12-08');
    expect(nextOccurrence('2026-10-06', 'four-weekly', '2026-12-02')).toBe('2026-12-29');
    expect(nextOccurrence('2026-09-12', 'quarterly', '2026-12-13')).toBe('2027-03-12');
    expect(nextOccurrence('2026-04-01', 'ten-monthly', '2027-01-02')).toBe('2027-04-01');
    expect(nextOccurrence('2025-12-05', 'yearly', '2026-12-06')).toBe('2027-12-05');
  });
});

describe('a weekly bill is paid for one occurrence (issue 22 gap)', () => {
  const weekly = { type: 'monthly', due_date: '2026-11-03', frequency: 'weekly' };
  it('holds on the day paid and until the next Tuesday is due', () => {
    // Paid Tuesday 1 Dec; on Tuesday 1 Dec the next one is 1 Dec itself, the one before 24 Nov.
    expect(paidMarkHolds(weekly, '2026-12-01', '2026-12-01')).toBe(true);
  });
  it('does not cover the next week', () => {
    // On Wednesday 2 Dec the next one is 8 Dec; the one before it is 1 Dec, and a payment on 1 Dec was for that one.
    expect(paidMarkHolds(weekly, '2026-12-01', '2026-12-02')).toBe(false);
    // Paid early on Wednesday 2 Dec for the 8 Dec one: it holds.
    expect(paidMarkHolds(weekly, '2026-12-02', '2026-12-03')).toBe(true);
  });
  it('leaves a monthly mark as it was', () => {
    expect(paidMarkHolds({ type: 'monthly', due_date: '2026-11-03', frequency: 'monthly' }, '2026-01-01', '2026-12-02')).toBe(true);
  });
});

describe('yearly cost and price-rise words', () => {
  it('costs a year by the cadence', () => {
    // 47.00 × 52 = 2,444.00; 30.00 × 13 = 390.00; 180.00 × 10 = 1,800.00; 60.00 × 4 = 240.00.
    expect(yearlyCostPence(4_700, 'weekly')).toBe(244_400);
    expect(yearlyCostPence(3_000, 'four-weekly')).toBe(39_000);
    expect(yearlyCostPence(18_000, 'ten-monthly')).toBe(180_000);
    expect(yearlyCostPence(6_000, 'quarterly')).toBe(24_000);
    // A yearly £95 is £7.92 a month put aside: 9,500 / 12 = 791.67, rounded up to 792.
    expect(monthlyShareOfCostPence(9_500, 'yearly')).toBe(792);
  });

  it('says what a monthly rise costs in a year', () => {
    // (12.99 − 10.99) × 12 = 24.00.
    const rise = priceRiseOf({ amount: 1_299, previous_amount: 1_099, amount_changed_on: '2026-10-17' }, 'monthly');
    expect(rise).not.toBeNull();
    expect(priceRiseText(rise!)).toBe('went up from £10.99 to £12.99 on 17 Oct: £24 more a year');
  });

  it('says what a weekly rise costs in a year', () => {
    // (5.50 − 5.00) × 52 = 26.00.
    const rise = priceRiseOf({ amount: 550, previous_amount: 500, amount_changed_on: '2026-03-02' }, 'weekly');
    expect(priceRiseText(rise!)).toBe('went up from £5 to £5.50 on 2 Mar: £26 more a year');
  });

  it('has no rise without a previous amount, or for a fall', () => {
    expect(priceRiseOf({ amount: 1_299, previous_amount: null, amount_changed_on: null }, 'monthly')).toBeNull();
    expect(priceRiseOf({ amount: 999, previous_amount: 1_099, amount_changed_on: '2026-10-17' }, 'monthly')).toBeNull();
  });
});
