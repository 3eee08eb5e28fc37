import { expect, it } from 'vitest';
import { formatPence } from '../../../src/shared/money';
import { shortDay, sinceLabel } from '../../../src/shared/pay-days/cycle-label';

it("says where this month began: 'since 23 Oct', with the year only when it is not today's", () => {
  expect(sinceLabel('2026-10-23', '2026-11-24')).toBe('since 23 Oct');
  expect(sinceLabel('2026-11-01', '2026-11-24')).toBe('since 1 Nov');
  expect(sinceLabel('2025-12-24', '2026-01-10')).toBe('since 24 Dec 2025');
  expect(shortDay('2026-09-05', '2026-09-30')).toBe('5 Sep');
});

it('never writes -£0.00', () => {
  expect(formatPence(-0)).toBe('£0.00');
  expect(formatPence(0)).toBe('£0.00');
  expect(formatPence(-1)).toBe('-£0.01');
  expect(formatPence(-236_621)).toBe('-£2,366.21');
});
