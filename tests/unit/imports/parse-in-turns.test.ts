// The server reads a long file in turns (parseStatementInTurns) so other people's requests are
// answered meanwhile: the same result as the one-go read, with the pauses where expected. And
// the keys stay the ones earlier imports stored, whatever the reader's speed-ups.
import { describe, expect, it } from 'vitest';
import { parseStatement, parseStatementInTurns } from '../../../src/server/modules/imports/formats';
import { withKeysSteps } from '../../../src/server/modules/imports/formats/row-key';
import { runSteps } from '../../../src/server/modules/imports/formats/steps';
import type { DraftRow } from '../../../src/server/modules/imports/formats/types';

/** The keys an import stores for these rows of one account, in order (withKeysSteps, run to its end). */
const keyRows = (rows: Array<Pick<DraftRow, 'date' | 'amountPence' | 'description' | 'externalId' | 'pending'>>) =>
  runSteps(withKeysSteps(rows.map((r, i) => ({ line: i + 1, raw: {}, account: {}, ...r })))).map((r) => r.key);
import { nextChunkRows } from '../../../src/server/modules/imports/service';

/** A generic signed-amount CSV of `n` rows, ~40 a day, shops repeating. */
function csv(n: number): Uint8Array {
  const shops = ['TESCO STORES 2231', 'COSTA  COFFEE', 'TFL TRAVEL CH', 'ACME LTD SALARY'];
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < n; i++) {
    const day = String(1 + (Math.floor(i / 40) % 28)).padStart(2, '0');
    lines.push(`${day}/11/2026,${shops[i % shops.length]},-${1 + (i % 7)}.50`);
  }
  return new TextEncoder().encode(lines.join('\n'));
}

describe('parseStatementInTurns', () => {
  it('reads a 5,000-row CSV to exactly what parseStatement reads, pausing 12 times', async () => {
    const bytes = csv(5000);
    let pauses = 0;
    const inTurns = await parseStatementInTurns(bytes, {}, async () => {
      pauses++;
    });
    expect(inTurns).toEqual(parseStatement(bytes));
    expect(inTurns.status === 'parsed' && inTurns.accounts[0]!.rows.length).toBe(5000);
    // Between the stages (after detecting the format, after splitting the records, after
    // deciding the day/month order, before keying: 4), and at 2,000 and 4,000 rows in each of
    // the four passes over the rows (splitting, shaping, reading, keying: 4 x 2): 12.
    expect(pauses).toBe(12);
  });

  it('a short file pauses only between its stages', async () => {
    let pauses = 0;
    await parseStatementInTurns(csv(3), {}, async () => {
      pauses++;
    });
    expect(pauses).toBe(4);
  });
});

describe('row keys', () => {
  it('are the sha-256 of date, pence and tidied description, as stored by earlier imports', () => {
    // sha256("2026-11-01\x1f-250\x1fcosta coffee"), first 32 hex digits, worked out apart
    // (Python's hashlib); spacing and case of the description do not count.
    const expected = 'fh:08aa217fce48d3d50aac5fddea582b5a:0';
    expect(keyRows([{ date: '2026-11-01', amountPence: -250, description: '  Costa   COFFEE ' }])).toEqual([expected]);
    expect(keyRows([{ date: '2026-11-01', amountPence: -250, description: 'costa coffee' }])).toEqual([expected]);
  });
});

describe('nextChunkRows', () => {
  it('scales the chunk toward the target time a write, at most doubling, between 100 and 5,000 rows', () => {
    // 250 rows in 10 ms: 500 rows would take 20 ms, and 500 is exactly double.
    expect(nextChunkRows(250, 10, 20)).toBe(500);
    // 250 rows in 5 ms: 1,000 would take 20 ms, but it may only double.
    expect(nextChunkRows(250, 5, 20)).toBe(500);
    // 400 rows in 40 ms: 200.
    expect(nextChunkRows(400, 40, 20)).toBe(200);
    // 250 rows in 100 ms: 50 would fit, 100 is the floor.
    expect(nextChunkRows(250, 100, 20)).toBe(100);
    // 4,000 rows in 10 ms: 8,000 would fit, 5,000 is the ceiling.
    expect(nextChunkRows(4000, 10, 20)).toBe(5000);
    // Postgres' 150 ms: 1,000 rows in 50 ms scale to 3,000, but only double, to 2,000.
    expect(nextChunkRows(1000, 50, 150)).toBe(2000);
    // 2,000 rows in 200 ms: 1,500.
    expect(nextChunkRows(2000, 200, 150)).toBe(1500);
  });
});
