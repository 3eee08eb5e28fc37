// Any split of a statement into overlapping whole-day date-range files (as banks export
// them), imported in any order and de-duplicated by key, gives back exactly the original
// rows: none lost, none doubled, identical same-day payments included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../../src/server/modules/imports/formats';
import type { StatementRow } from '../../../src/server/modules/imports/formats/types';
import { parsedOrFail } from './support/fixtures';

type Tx = { day: number; pence: number; description: string; id?: string };

const DAYS = 20;
// Few descriptions and amounts, so identical same-day payments are common.
const txArb = fc.record({
  day: fc.integer({ min: 1, max: DAYS }),
  pence: fc.constantFrom(-250, -250, -1999, 150000, -80000, 1),
  description: fc.constantFrom('COFFEE', 'TESCO STORES', 'RENT', 'ACME LTD SALARY'),
});

/** Ranges [from, to] of whole days covering 1..DAYS, each overlapping or touching the next. */
const splitArb = fc
  .uniqueArray(fc.integer({ min: 2, max: DAYS }), { maxLength: 5 })
  .chain((cuts) =>
    fc.tuple(fc.constant([...cuts].sort((a, b) => a - b)), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: cuts.length, maxLength: cuts.length })),
  )
  .map(([cuts, overlaps]) => {
    const starts = [1, ...cuts];
    return starts.map((from, i) => {
      const nextStart = starts[i + 1];
      const to = nextStart === undefined ? DAYS : Math.min(DAYS, nextStart - 1 + overlaps[i]!);
      return { from: Math.max(1, from - (i > 0 ? overlaps[i - 1]! : 0)), to };
    });
  });

const dayText = (day: number, iso: boolean) => (iso ? `2026-11-${String(day).padStart(2, '0')}` : `${String(day).padStart(2, '0')}/11/2026`);
const money = (pence: number) => `${pence < 0 ? '-' : ''}${Math.floor(Math.abs(pence) / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;

function csvFile(txs: Tx[], newestFirst: boolean): Buffer {
  const rows = newestFirst ? [...txs].reverse() : txs;
  return Buffer.from(['Date,Description,Amount', ...rows.map((t) => `${dayText(t.day, false)},${t.description},${money(t.pence)}`)].join('\n'));
}

function monzoFile(txs: Tx[]): Buffer {
  const header = 'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency';
  return Buffer.from(
    [header, ...txs.map((t) => `${t.id},${dayText(t.day, false)},10:00:00,Card payment,${t.description},,General,${money(t.pence)},GBP`)].join('\n'),
  );
}

const canonical = (rows: Pick<StatementRow, 'date' | 'amountPence' | 'description'>[]) => rows.map((r) => `${r.date}|${r.amountPence}|${r.description}`).sort();

describe('row keys over overlapping files', () => {
  it('de-duplicating by key gives back exactly the original rows (hashed keys)', () => {
    fc.assert(
      fc.property(fc.array(txArb, { maxLength: 40 }), splitArb, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (txs, ranges, orders) => {
        const statement = [...txs].sort((a, b) => a.day - b.day);
        const byKey = new Map<string, StatementRow>();
        ranges.forEach(({ from, to }, i) => {
          const inRange = statement.filter((t) => t.day >= from && t.day <= to);
          if (inRange.length === 0) return;
          const result = parsedOrFail(parseStatement(csvFile(inRange, orders[i]!)));
          for (const row of result.accounts[0]!.rows) byKey.set(row.key, row);
        });
        const original = statement.map((t) => ({ date: dayText(t.day, true), amountPence: t.pence, description: t.description }));
        expect(canonical([...byKey.values()])).toEqual(canonical(original));
      }),
      { numRuns: 200 },
    );
  });

  it("the same with the file's own ids (Monzo)", () => {
    fc.assert(
      fc.property(fc.array(txArb, { maxLength: 30 }), splitArb, (txs, ranges) => {
        const statement = [...txs].sort((a, b) => a.day - b.day).map((t, i) => ({ ...t, id: `tx_${i}` }));
        const byKey = new Map<string, StatementRow>();
        for (const { from, to } of ranges) {
          const inRange = statement.filter((t) => t.day >= from && t.day <= to);
          if (inRange.length === 0) continue;
          for (const row of parsedOrFail(parseStatement(monzoFile(inRange))).accounts[0]!.rows) byKey.set(row.key, row);
        }
        expect([...byKey.keys()].sort()).toEqual(statement.map((t) => `id:${t.id}`).sort());
      }),
      { numRuns: 100 },
    );
  });
});
