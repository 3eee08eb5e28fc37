import { expect, it } from 'vitest';
import { readByDays, type DayWindow } from '../../src/server/db/day-windows';

it('sizes each window of days after the rows the last one had, about 1,000 a window', async () => {
  const seen: DayWindow[] = [];
  // 3,000 rows in the first 30 days, then 100 a window.
  const rows = await readByDays('2026-01-01', '2026-06-30', async (days) => {
    seen.push(days);
    return Array.from({ length: seen.length === 1 ? 3000 : 100 }, (_, i) => i);
  });
  expect(seen).toEqual([
    // 30 days first; 3,000 rows, so 30 * 1000 / 3000 = 10 days next;
    { from: '2026-01-01', before: '2026-01-31' },
    // 100 rows in 10 days: 10 * 1000 / 100 = 100, capped at 92;
    { from: '2026-01-31', before: '2026-02-10' },
    // 2026-02-10 + 92 days = 2026-05-13; then 2026-08-13 is past the end: the last window.
    { from: '2026-02-10', before: '2026-05-13' },
    { from: '2026-05-13', before: null },
  ]);
  expect(rows).toHaveLength(3000 + 3 * 100);
});
