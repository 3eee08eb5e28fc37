import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/shared/dates';
import { forecastToPayday } from '../../../src/shared/forecast/engine';
import type { ForecastInput, SpendingDay } from '../../../src/shared/forecast/types';

// 2026-09-22 is a Tuesday; 70 days to Monday 2026-11-30 are ten whole weeks.
const FROM = '2026-09-22';
const TO = '2026-11-30';

/** Every day from FROM to TO, each spending `byWeekday[day of week]` (0 = Sunday). */
function weeklyHistory(byWeekday: number[], from = FROM, to = TO): SpendingDay[] {
  const days: SpendingDay[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push({ date: d, pence: byWeekday[new Date(`${d}T12:00:00Z`).getUTCDay()]! });
  return days;
}

//            Sun   Mon  Tue  Wed  Thu   Fri   Sat
const WEEK = [1499, 701, 803, 657, 911, 2537, 4012];

const base = (over: Partial<ForecastInput> = {}): ForecastInput => ({
  today: '2026-12-01', // a Tuesday
  payday: '2026-12-11', // Friday: the forecast runs to the end of Thursday 10 Dec
  openingPence: 150_000,
  bills: [],
  moneyIn: [],
  history: { from: FROM, to: TO, days: weeklyHistory(WEEK) },
  ...over,
});

describe('forecastToPayday', () => {
  it('gives back a person\u2019s identical weeks to the penny, with the three outcomes equal', () => {
    const result = forecastToPayday(
      base({
        bills: [
          { date: '2026-12-05', pence: 14_500, name: 'Council tax' },
          { date: '2026-12-10', pence: 2_000, name: 'Phone' },
        ],
        moneyIn: [{ date: '2026-12-03', pence: 5_000, name: 'Child Benefit' }],
        bufferPence: 130_000,
      }),
    );
    // Everyday spending from Wed 2 Dec to Thu 10 Dec (today's is already in the balance):
    // Wed 657 + Thu 911 + Fri 2537 + Sat 4012 + Sun 1499 + Mon 701 + Tue 803 + Wed 657 + Thu 911 = 12,688.
    // On payday: 150,000 - (14,500 + 2,000) + 5,000 - 12,688 = 125,812.
    expect(result.onPayday).toEqual({ low: 125_812, middle: 125_812, high: 125_812 });
    expect(result.breakdown).toEqual({ balance: 150_000, bills: -16_500, moneyIn: 5_000, everydaySpending: -12_688, onPayday: 125_812 });
    // Day by day: 1 Dec 150,000; 2 Dec -657 = 149,343; 3 Dec -911 +5,000 = 153,432; 4 Dec -2,537 = 150,895;
    // 5 Dec -4,012 -14,500 = 132,383; 6 Dec -1,499 = 130,884; 7 Dec -701 = 130,183; 8 Dec -803 = 129,380;
    // 9 Dec -657 = 128,723; 10 Dec -911 -2,000 = 125,812.
    expect(result.days.map((d) => d.middle)).toEqual([150_000, 149_343, 153_432, 150_895, 132_383, 130_884, 130_183, 129_380, 128_723, 125_812]);
    expect(result.days.every((d) => d.low === d.middle && d.high === d.middle)).toBe(true);
    expect(result.days[0]!.date).toBe('2026-12-01');
    expect(result.days.at(-1)!.date).toBe('2026-12-10');
    expect(result.lowest).toEqual({ date: '2026-12-10', low: 125_812, middle: 125_812, high: 125_812 });
    expect(result.tooLittleHistory).toBe(false);
    // Never below £0; always below the £1,300 buffer from 5 Dec on.
    expect(result.chance).toEqual({ belowZero: 0, belowLimit: null, belowBuffer: 1 });
  });

  it('counts an overdraft: below £0 all along, and below the £500 limit once rent goes', () => {
    const result = forecastToPayday(
      base({
        openingPence: -30_000,
        bills: [{ date: '2026-12-04', pence: 25_000, name: 'Rent share' }],
        history: { from: FROM, to: TO, days: weeklyHistory([1000, 1000, 1000, 1000, 1000, 1000, 1000]) },
        limitPence: 50_000,
      }),
    );
    // 1 Dec -30,000; 2 Dec -31,000; 3 Dec -32,000; 4 Dec -33,000 - 25,000 = -58,000 (past -50,000),
    // then -1,000 a day to 10 Dec: -58,000 - 6 x 1,000 = -64,000.
    expect(result.days.map((d) => d.middle)).toEqual([-30_000, -31_000, -32_000, -58_000, -59_000, -60_000, -61_000, -62_000, -63_000, -64_000]);
    expect(result.lowest.date).toBe('2026-12-10');
    expect(result.chance).toEqual({ belowZero: 1, belowLimit: 1, belowBuffer: 1 });
  });

  it('spreads the outcomes when weeks differ, and never passes a limit no path reaches', () => {
    // Alternate weeks: £10 a day, then £30 a day (weeks starting on Tuesdays, as the history does).
    const days = weeklyHistory([0, 0, 0, 0, 0, 0, 0]).map((d, i) => ({ date: d.date, pence: Math.floor(i / 7) % 2 === 0 ? 1_000 : 3_000 }));
    const result = forecastToPayday(base({ openingPence: 20_000, history: { from: FROM, to: TO, days }, limitPence: 50_000 }));
    // Nine days of spending cost between 9 x £10 = £90 and 9 x £30 = £270, so payday lies
    // between £200 - £270 = -£70 and £200 - £90 = £110.
    expect(result.onPayday.low).toBeLessThan(result.onPayday.middle);
    expect(result.onPayday.middle).toBeLessThan(result.onPayday.high);
    expect(result.onPayday.low).toBeGreaterThanOrEqual(-7_000);
    expect(result.onPayday.high).toBeLessThanOrEqual(11_000);
    expect(result.chance.belowZero).toBeGreaterThan(0);
    expect(result.chance.belowZero).toBeLessThan(1);
    expect(result.chance.belowLimit).toBe(0);
    // The breakdown adds up to the middle outcome to the penny.
    const b = result.breakdown;
    expect(b.balance + b.bills + b.moneyIn + b.everydaySpending).toBe(result.onPayday.middle);
  });

  it('counts a bill due on payday eve, and leaves one due on payday to the next cycle', () => {
    const result = forecastToPayday(
      base({
        history: { from: FROM, to: TO, days: [] },
        bills: [
          { date: '2026-12-10', pence: 60_000, name: 'Rent' },
          { date: '2026-12-11', pence: 9_999, name: 'Gym' },
        ],
      }),
    );
    // No everyday spending in the history: 150,000 until 10 Dec, then 150,000 - 60,000 = 90,000.
    expect(result.days.at(-2)!.middle).toBe(150_000);
    expect(result.onPayday).toEqual({ low: 90_000, middle: 90_000, high: 90_000 });
    expect(result.lowest.date).toBe('2026-12-10');
    expect(result.breakdown.bills).toBe(-60_000);
  });

  it('gives the same figures for the same seed', () => {
    const days = weeklyHistory(WEEK).map((d, i) => ({ date: d.date, pence: d.pence + ((i * 7919) % 3001) }));
    const input = base({ history: { from: FROM, to: TO, days }, seed: 42 });
    expect(forecastToPayday(input)).toEqual(forecastToPayday(input));
    // Another seed draws other weeks (with varied days, the low or high outcomes move).
    expect(forecastToPayday({ ...input, seed: 43 }).days).not.toEqual(forecastToPayday(input).days);
  });

  it('says when the history is too short and shows the bills-only figure', () => {
    // 59 days of history (2 Oct to 29 Nov): under 60.
    const result = forecastToPayday(
      base({
        history: { from: '2026-10-02', to: '2026-11-29', days: [{ date: '2026-10-02', pence: 90_000 }] },
        bills: [{ date: '2026-12-05', pence: 14_500, name: 'Council tax' }],
        moneyIn: [{ date: '2026-12-03', pence: 5_000, name: 'Child Benefit' }],
      }),
    );
    // 150,000 - 14,500 + 5,000 = 140,500, and no chance is claimed.
    expect(result.tooLittleHistory).toBe(true);
    expect(result.onPayday).toEqual({ low: 140_500, middle: 140_500, high: 140_500 });
    expect(result.breakdown.everydaySpending).toBe(0);
    expect(result.chance).toEqual({ belowZero: null, belowLimit: null, belowBuffer: null });
  });

  it('spreads a plan\u2019s remaining budget over the days left, to the penny', () => {
    const result = forecastToPayday(base({ plan: { remainingPence: 10_001 }, history: { from: TO, to: TO, days: [] } }));
    // 10,001 over the nine days 2-10 Dec: 1,111 each, and the 2p left on 2 and 3 Dec.
    expect(result.days[1]!.middle).toBe(150_000 - 1_112);
    expect(result.days[2]!.middle).toBe(150_000 - 1_112 - 1_112);
    expect(result.onPayday.middle).toBe(150_000 - 10_001);
    expect(result.spending).toBe('plan');
    expect(result.tooLittleHistory).toBe(false);
  });
});
