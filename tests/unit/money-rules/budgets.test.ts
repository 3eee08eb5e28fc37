import { describe, expect, it } from 'vitest';
import {
  budgetCycles,
  carryInto,
  changeInForce,
  isAtRisk,
  median,
  paceMessage,
  paceOf,
  savingsPlan,
  suggestLimits,
  type BudgetChange,
} from '../../../src/shared/budgets/budget-rules';

// The budget rules (decision 050), every figure worked by hand in the comments.

// Three monthly cycles (any frequency would do: the rules only see the spans).
const cycles = [
  { start: '2026-01-25', end: '2026-02-24' },
  { start: '2026-02-25', end: '2026-03-24' },
  { start: '2026-03-25', end: '2026-04-23' },
];
const spent = [12_000, 7_000, 15_000];

describe('rollover over three cycles', () => {
  it('carries what was left into the next cycle (surplus), never an overspend', () => {
    const changes: BudgetChange[] = [{ limit: 10_000, rollover: 'surplus', effectiveFrom: '2026-01-25' }];
    const [a, b, c] = budgetCycles(cycles, changes, (i) => spent[i]!);
    // Cycle 1: £100 limit, nothing carried in, £120 spent: £20 over (left -£20).
    expect(a).toMatchObject({ limit: 10_000, carried: 0, available: 10_000, spent: 12_000, left: -2_000, overBy: 2_000 });
    // Cycle 2: the overspend is not carried (surplus only): £100, £70 spent, £30 left.
    expect(b).toMatchObject({ carried: 0, available: 10_000, spent: 7_000, left: 3_000, overBy: 0 });
    // Cycle 3: £30 carried in: £130 to spend, £150 spent: £20 over.
    expect(c).toMatchObject({ carried: 3_000, available: 13_000, spent: 15_000, left: -2_000, overBy: 2_000 });
  });

  it('carries an overspend as a smaller limit (overspend), never a surplus', () => {
    const changes: BudgetChange[] = [{ limit: 10_000, rollover: 'overspend', effectiveFrom: '2026-01-25' }];
    const [a, b, c] = budgetCycles(cycles, changes, (i) => spent[i]!);
    // Cycle 1: £120 of £100: left -£20.
    expect(a).toMatchObject({ carried: 0, available: 10_000, left: -2_000 });
    // Cycle 2: £20 off: £80 to spend, £70 spent, £10 left.
    expect(b).toMatchObject({ carried: -2_000, available: 8_000, spent: 7_000, left: 1_000, overBy: 0 });
    // Cycle 3: the £10 surplus is not carried: £100, £150 spent, £50 over.
    expect(c).toMatchObject({ carried: 0, available: 10_000, spent: 15_000, left: -5_000, overBy: 5_000 });
  });

  it('carries nothing by default, and a cycle before the budget has none', () => {
    const changes: BudgetChange[] = [{ limit: 10_000, rollover: 'none', effectiveFrom: '2026-03-01' }];
    const [a, b, c] = budgetCycles(cycles, changes, (i) => spent[i]!);
    expect(a).toBeNull();
    // Set on 1 March, inside cycle 2: that cycle has it. £100 - £70 = £30 left, not carried.
    expect(b).toMatchObject({ carried: 0, left: 3_000 });
    expect(c).toMatchObject({ carried: 0, available: 10_000, left: -5_000 });
  });

  it('uses the change in force in each cycle: a new limit leaves the past cycles as they were', () => {
    const changes: BudgetChange[] = [
      { limit: 10_000, rollover: 'none', effectiveFrom: '2026-01-30' },
      { limit: 20_000, rollover: 'surplus', effectiveFrom: '2026-03-30' },
    ];
    expect(changeInForce(changes, cycles[1]!)).toEqual(changes[0]);
    const [a, b, c] = budgetCycles(cycles, changes, (i) => spent[i]!);
    expect(a!.limit).toBe(10_000);
    expect(b!.limit).toBe(10_000);
    // Cycle 3: £200, plus cycle 2's £30 left (surplus is cycle 3's choice): £230 - £150 = £80.
    expect(c).toMatchObject({ limit: 20_000, carried: 3_000, available: 23_000, left: 8_000 });
  });

  it('carryInto takes only the side the choice names', () => {
    expect(carryInto('surplus', 500)).toBe(500);
    expect(carryInto('surplus', -500)).toBe(0);
    expect(carryInto('overspend', -500)).toBe(-500);
    expect(carryInto('overspend', 500)).toBe(0);
    expect(carryInto('none', -500)).toBe(0);
    expect(carryInto('surplus', null)).toBe(0);
  });
});

describe('pace', () => {
  // A 30-day cycle: 1 to 30 November.
  const span = { start: '2026-11-01', end: '2026-11-30' };

  it('on track: £100 limit, £60 spent by day 22 projects £81.82; £40 left for 9 days', () => {
    const pace = paceOf({ ...span, available: 10_000, spent: 6_000 }, '2026-11-22');
    // 6000 / 22 * 30 = 8181.8 -> 8182; 22 days gone; days left 22..30 = 9.
    expect(pace).toEqual({ status: 'on-track', daysInCycle: 30, daysGone: 22, daysLeft: 9, projected: 8_182, projectedOverBy: 0 });
    expect(paceMessage({ left: 4_000, overBy: 0 }, pace)).toBe('£40.00 left for 9 days: on track');
    expect(isAtRisk(pace.status)).toBe(false);
  });

  it("over pace: £100 limit, £65 spent by day 15 projects £130: at this pace you'll be £30 over", () => {
    const pace = paceOf({ ...span, available: 10_000, spent: 6_500 }, '2026-11-15');
    // 6500 / 15 * 30 = 13000; 13000 - 10000 = 3000; days left 15..30 = 16.
    expect(pace).toMatchObject({ status: 'over-pace', daysGone: 15, daysLeft: 16, projected: 13_000, projectedOverBy: 3_000 });
    expect(paceMessage({ left: 3_500, overBy: 0 }, pace)).toBe("£35.00 left for 16 days: at this pace you'll be £30.00 over");
    expect(isAtRisk(pace.status)).toBe(true);
  });

  it('over: spent passes the money of the cycle', () => {
    const pace = paceOf({ ...span, available: 10_000, spent: 11_250 }, '2026-11-10');
    expect(pace.status).toBe('over');
    expect(paceMessage({ left: -1_250, overBy: 1_250 }, pace)).toBe('£12.50 over');
  });

  it('a finished cycle is over or within', () => {
    expect(paceOf({ ...span, available: 10_000, spent: 9_000 }, '2026-12-05')).toMatchObject({ status: 'within', daysGone: 30, daysLeft: 0 });
    expect(paceOf({ ...span, available: 10_000, spent: 10_001 }, '2026-12-05').status).toBe('over');
  });

  it('a bills category paid in full early is not projected (steady): rent of £950 on day 1 is on track', () => {
    const pace = paceOf({ ...span, available: 95_000, spent: 95_000 }, '2026-11-15', true);
    expect(pace).toMatchObject({ status: 'on-track', projected: 95_000, projectedOverBy: 0, daysLeft: 16 });
    // The same as an everyday category would project 95000 / 15 * 30 = 190000: £950 over.
    expect(paceOf({ ...span, available: 95_000, spent: 95_000 }, '2026-11-15')).toMatchObject({ status: 'over-pace', projectedOverBy: 95_000 });
  });

  it('on the last day, 1 day left', () => {
    expect(paceOf({ ...span, available: 10_000, spent: 0 }, '2026-11-30')).toMatchObject({ daysLeft: 1, daysGone: 30, status: 'on-track' });
  });
});

describe('suggest', () => {
  it('is the median of the cycles per category; £0 medians are left out', () => {
    const three = [
      new Map([
        ['groceries', 30_000],
        ['eating-out', 5_000],
      ]),
      new Map([['groceries', 25_000]]),
      new Map([
        ['groceries', 41_000],
        ['eating-out', 2_000],
        ['pets', 900],
      ]),
    ];
    // groceries 25000, 30000, 41000 -> 30000; eating out 0, 2000, 5000 -> 2000; pets 0, 0, 900 -> 0.
    expect(suggestLimits(['groceries', 'eating-out', 'pets', 'health'], three)).toEqual([
      { categoryId: 'groceries', limit: 30_000 },
      { categoryId: 'eating-out', limit: 2_000 },
    ]);
  });

  it('of two cycles is their mean, to the penny; of none, nothing', () => {
    // (1001 + 2000) / 2 = 1500.5 -> 1501.
    expect(median([2_000, 1_001])).toBe(1_501);
    expect(suggestLimits(['groceries'], [])).toEqual([]);
  });
});

describe('savings goal', () => {
  it('puts aside the rest over the cycles left, rounded up to the penny', () => {
    // £1,000 target, £250 saved: £750 to go over 7 cycles: 75000 / 7 = 10714.28 -> 10715.
    expect(savingsPlan({ target: 100_000, saved: 25_000, cyclesLeft: 7 })).toEqual({ saved: 25_000, remaining: 75_000, perCycle: 10_715, progress: 25 });
  });

  it('without a date has no amount per cycle; past the target it is done', () => {
    expect(savingsPlan({ target: 100_000, saved: 120_000, cyclesLeft: null })).toEqual({ saved: 120_000, remaining: 0, perCycle: null, progress: 100 });
    // A date passed: all of what is left is due now.
    expect(savingsPlan({ target: 100_000, saved: -500, cyclesLeft: 0 })).toEqual({ saved: 0, remaining: 100_000, perCycle: 100_000, progress: 0 });
  });
});
