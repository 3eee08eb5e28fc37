import { expect, it } from 'vitest';
import { formatTypedDay, parseTypedDay } from '../../src/shared/typed-dates';

it('reads a typed date day first, whatever the separator', () => {
  expect(parseTypedDay('05/03/2026')).toBe('2026-03-05');
  expect(parseTypedDay('5/3/2026')).toBe('2026-03-05');
  expect(parseTypedDay(' 12-11-2026 ')).toBe('2026-11-12');
  expect(parseTypedDay('29.02.2028')).toBe('2028-02-29');
});

it('refuses what is not a real day written day first', () => {
  for (const text of ['31/02/2026', '29/02/2027', '13/13/2026', '2026-03-05', '05/03/26', '05/03', '', 'today']) {
    expect(parseTypedDay(text), text).toBeNull();
  }
});

it('shows a stored day as dd/mm/yyyy and leaves other text as typed', () => {
  expect(formatTypedDay('2026-03-05')).toBe('05/03/2026');
  expect(formatTypedDay('2027-12-31')).toBe('31/12/2027');
  expect(formatTypedDay('')).toBe('');
  expect(formatTypedDay('31/02/2026')).toBe('31/02/2026');
});
