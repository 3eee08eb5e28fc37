import { describe, expect, it } from 'vitest';
import { formatDayLabel, formatDayRangeLabel, formatDayRunLabels } from '../../src/shared/day-labels';

describe('formatDayLabel', () => {
  it("leaves the year out for this year's days and shows it for any other year", () => {
    expect(formatDayLabel('2026-03-05', '2026-11-24')).toBe('5 Mar');
    expect(formatDayLabel('2026-12-31', '2026-01-01')).toBe('31 Dec');
    expect(formatDayLabel('2025-12-31', '2026-01-01')).toBe('31 Dec 2025');
    expect(formatDayLabel('2027-01-04', '2026-12-30')).toBe('4 Jan 2027');
    expect(formatDayLabel('2024-09-09', '2026-11-24')).toBe('9 Sep 2024');
  });

  // Seen from within each day's own year (these were formatDayShortMonth's cases, which the charts used).
  it.each([
    ['2026-03-05', '5 Mar'],
    ['2026-03-10', '10 Mar'],
    ['2026-01-01', '1 Jan'],
    ['2026-09-30', '30 Sep'],
    ['2024-02-29', '29 Feb'],
    ['2026-12-31', '31 Dec'],
  ])('%s shows as %s in its own year', (day, shown) => {
    expect(formatDayLabel(day, `${day.slice(0, 4)}-06-15`)).toBe(shown);
  });

  it('gives back what is not a calendar day as it came', () => {
    expect(formatDayLabel('2026-02-30', '2026-11-24')).toBe('2026-02-30');
    expect(formatDayLabel('yesterday', '2026-11-24')).toBe('yesterday');
  });
});

describe('formatDayRunLabels', () => {
  it('within this year: no year on any label', () => {
    expect(formatDayRunLabels(['2026-01-25', '2026-02-25', '2026-03-25'], '2026-03-30')).toEqual(['25 Jan', '25 Feb', '25 Mar']);
  });

  it('across a new year: the year on the first label and on the first of the new year', () => {
    expect(formatDayRunLabels(['2025-11-25', '2025-12-25', '2026-01-25', '2026-02-25'], '2026-03-01')).toEqual([
      '25 Nov 2025',
      '25 Dec',
      '25 Jan 2026',
      '25 Feb',
    ]);
  });

  it('within one other year: the year once, on the first label', () => {
    expect(formatDayRunLabels(['2025-10-25', '2025-11-25', '2025-12-25'], '2026-01-02')).toEqual(['25 Oct 2025', '25 Nov', '25 Dec']);
  });

  it('gives back what is not a calendar day as it came, and nothing for no days', () => {
    expect(formatDayRunLabels(['2026-02-30', '2026-03-01'], '2026-03-10')).toEqual(['2026-02-30', '1 Mar']);
    expect(formatDayRunLabels([], '2026-03-10')).toEqual([]);
  });
});

describe('formatDayRangeLabel', () => {
  it('within this year: no year', () => {
    expect(formatDayRangeLabel('2026-10-23', '2026-11-24', '2026-11-24')).toBe('23 Oct – 24 Nov');
  });

  it('within one other year: the year once, at the end', () => {
    expect(formatDayRangeLabel('2025-02-25', '2025-03-24', '2026-11-24')).toBe('25 Feb – 24 Mar 2025');
  });

  it('across a new year: each day with its year, seen from either year', () => {
    expect(formatDayRangeLabel('2025-12-23', '2026-01-22', '2026-01-10')).toBe('23 Dec 2025 – 22 Jan 2026');
    expect(formatDayRangeLabel('2026-12-24', '2027-01-24', '2026-12-28')).toBe('24 Dec 2026 – 24 Jan 2027');
  });
});
