import { expect, it } from 'vitest';
import { matchPendingToBooked, type MatchRow } from '../../../src/shared/bank/pending-match';

const row = (id: string, date: string, amountPence: number, accountId = 'acc-1'): MatchRow => ({ id, accountId, amountPence, date });

it('pairs a pending row with the booked row of the same account and amount a few days later', () => {
  const result = matchPendingToBooked([row('p-tesco', '2025-03-09', -2360)], [row('b-other', '2025-03-10', -999), row('b-tesco', '2025-03-11', -2360)]);
  expect(result).toEqual({ matches: [{ pendingId: 'p-tesco', bookedId: 'b-tesco' }], unmatchedPendingIds: [] });
});

it('keeps a pending row with no booked partner: other account, other amount, or outside the window', () => {
  const pending = [row('p-1', '2025-03-09', -2360)];
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-10', -2360, 'acc-2')]).unmatchedPendingIds).toEqual(['p-1']);
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-10', -2361)]).unmatchedPendingIds).toEqual(['p-1']);
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-17', -2360)]).unmatchedPendingIds).toEqual(['p-1']);
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-07', -2360)]).unmatchedPendingIds).toEqual(['p-1']);
  // The edges of the default window (one day before, seven after) count.
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-16', -2360)]).matches).toHaveLength(1);
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-08', -2360)]).matches).toHaveLength(1);
});

it('never gives one booked row to two pending rows: two identical coffees need two bookings', () => {
  const pending = [row('p-coffee-1', '2025-03-03', -345), row('p-coffee-2', '2025-03-03', -345)];
  const one = matchPendingToBooked(pending, [row('b-coffee-1', '2025-03-04', -345)]);
  expect(one.matches).toEqual([{ pendingId: 'p-coffee-1', bookedId: 'b-coffee-1' }]);
  expect(one.unmatchedPendingIds).toEqual(['p-coffee-2']);
  const two = matchPendingToBooked(pending, [row('b-coffee-1', '2025-03-04', -345), row('b-coffee-2', '2025-03-05', -345)]);
  expect(two.matches.map((m) => m.bookedId).sort()).toEqual(['b-coffee-1', 'b-coffee-2']);
});

it('takes the nearest booked date, and the later one on a tie', () => {
  const pending = [row('p-1', '2025-03-10', -500)];
  expect(matchPendingToBooked(pending, [row('b-far', '2025-03-15', -500), row('b-near', '2025-03-11', -500)]).matches[0]?.bookedId).toBe('b-near');
  expect(matchPendingToBooked(pending, [row('b-before', '2025-03-09', -500), row('b-after', '2025-03-11', -500)]).matches[0]?.bookedId).toBe('b-after');
});

it('matches across a month end and leaves booked rows claimed by an earlier sync alone', () => {
  const pending = [row('p-1', '2025-02-27', -1200)];
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-02', -1200)]).matches).toEqual([{ pendingId: 'p-1', bookedId: 'b-1' }]);
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-02', -1200)], { alreadyClaimed: ['b-1'] }).unmatchedPendingIds).toEqual(['p-1']);
});

it('honours a custom window', () => {
  const pending = [row('p-1', '2025-03-01', -100)];
  expect(matchPendingToBooked(pending, [row('b-1', '2025-03-04', -100)], { daysAfter: 2 }).matches).toEqual([]);
});
