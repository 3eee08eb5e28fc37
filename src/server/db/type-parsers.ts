import pg from 'pg';

/**
 * How values come back from Postgres:
 * - int8 (money in pence, counts) as JS numbers, refusing any value a double cannot hold exactly;
 * - `date` as the 'yyyy-MM-dd' text itself: the default parser builds a local-time Date,
 *   which shifts the day across time zones.
 */
export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} is outside the safe integer range`);
  return n;
}

export const parseDate = (value: string): string => value;

let installed = false;
export function installTypeParsers() {
  if (installed) return;
  pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
  pg.types.setTypeParser(pg.types.builtins.DATE, parseDate);
  installed = true;
}
