import { describe, expect, it } from 'vitest';
import { londonLongDate, ordinal } from '../../src/shared/format';

describe('londonLongDate', () => {
  it.each([
    ['2026-03-10T12:00:00Z', 'Tuesday 10 March 2026'],
    // 23:30 UTC on 31 July is already 1 August in London (BST).
    ['2026-07-31T23:30:00Z', 'Saturday 1 August 2026'],
    // In winter London is on UTC: still 31 December.
    ['2026-12-31T23:30:00Z', 'Thursday 31 December 2026'],
  ])('%s -> %s', (instant, expected) => {
    expect(londonLongDate(instant)).toBe(expected);
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
  ])('%i -> %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});
