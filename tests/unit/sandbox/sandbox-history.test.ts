import { describe, expect, it } from 'vitest';
import {
  sandboxAccounts,
  sandboxHistoryStart,
  sandboxTransactions,
  transactionsBetween,
} from '../../../src/server/modules/bank/providers/sandbox/sandbox-history';
import type { ProviderTransaction } from '../../../src/server/modules/bank/providers/types';
import { decimalToPence } from '../../../src/shared/money';
import { account, AS_OF, byMonth, FULL_MONTHS, isoMinus, JOINT_SEED, looks, plusDays, SEEDS, SINGLE_SEED } from './sandbox-fixtures';

const asOfIso = '2025-06-14';

function bookedOf(seed: string, role: 'current' | 'savings' | 'joint', asOf = AS_OF): ProviderTransaction[] {
  return sandboxTransactions(seed, account(seed, role).accountId, asOf).booked;
}

describe('sandbox history', () => {
  it('is the same for the same seed and asOf, and differs between seeds', () => {
    for (const seed of [JOINT_SEED, SINGLE_SEED]) {
      for (const a of sandboxAccounts(seed)) {
        expect(sandboxTransactions(seed, a.accountId, AS_OF)).toEqual(sandboxTransactions(seed, a.accountId, new Date(AS_OF)));
      }
    }
    const amounts = (seed: string) =>
      bookedOf(seed, 'current')
        .slice(0, 30)
        .map((t) => t.amount);
    expect(amounts(JOINT_SEED)).not.toEqual(amounts(SINGLE_SEED));
  });

  it('refuses an account of another link', () => {
    expect(() => sandboxTransactions(JOINT_SEED, account(SINGLE_SEED, 'current').accountId, AS_OF)).toThrow(RangeError);
  });

  it('goes back at least 13 months for every account', () => {
    expect(sandboxHistoryStart(AS_OF)).toBe('2024-03-01');
    for (const seed of SEEDS) {
      for (const a of sandboxAccounts(seed)) {
        const dates = sandboxTransactions(seed, a.accountId, AS_OF).booked.map((t) => t.bookingDate ?? '');
        expect(dates.reduce((min, d) => (d < min ? d : min)) <= '2024-05-14', `${seed} ${a.role}`).toBe(true);
        expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('dates everything yyyy-MM-dd, in the history, none after asOf in London', () => {
    // 00:30 on 15 June in London: the 15th is today there, though it is the 14th in UTC.
    const lateEvening = new Date('2025-06-14T23:30:00Z');
    for (const seed of SEEDS) {
      for (const a of sandboxAccounts(seed)) {
        const page = sandboxTransactions(seed, a.accountId, lateEvening);
        for (const t of [...page.booked, ...page.pending]) {
          expect(t.valueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(t.valueDate && t.valueDate <= '2025-06-15' && t.valueDate >= '2024-03-01').toBe(true);
          expect(t.currency).toBe('GBP');
          expect(t.amount).toMatch(/^-?\d+\.\d{2}$/);
          expect(decimalToPence(t.amount)).not.toBe(0);
        }
        for (const t of page.booked) expect(t.bookingDate).toBe(t.valueDate);
        expect(page.booked.every((t) => (t.bookingDate ?? '') <= '2025-06-13')).toBe(true);
      }
    }
    const { accountId } = account(JOINT_SEED, 'current');
    expect(sandboxTransactions(JOINT_SEED, accountId, lateEvening)).toEqual(sandboxTransactions(JOINT_SEED, accountId, new Date('2025-06-15T12:00:00Z')));
    expect(sandboxTransactions(JOINT_SEED, accountId, lateEvening)).not.toEqual(sandboxTransactions(JOINT_SEED, accountId, new Date('2025-06-14T22:30:00Z')));
  });

  it('lists newest first, as GoCardless does', () => {
    const dates = bookedOf(JOINT_SEED, 'current').map((t) => t.bookingDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps past booked lines unchanged as time moves on, across a month boundary too', () => {
    for (const [before, after] of [
      [AS_OF, plusDays(AS_OF, 5)],
      [new Date('2025-05-29T12:00:00Z'), new Date('2025-06-03T12:00:00Z')],
    ] as const) {
      for (const seed of SEEDS) {
        for (const a of sandboxAccounts(seed)) {
          const earlier = sandboxTransactions(seed, a.accountId, before).booked;
          const later = sandboxTransactions(seed, a.accountId, after).booked;
          const start = sandboxHistoryStart(after);
          const cut = isoMinus(earlier[0]?.bookingDate ?? '', 0);
          const kept = (t: ProviderTransaction) => (t.bookingDate ?? '') >= start && (t.bookingDate ?? '') <= cut;
          expect(later.filter(kept), `${seed} ${a.role}`).toEqual(earlier.filter(kept));
          if (a.role === 'current') expect(later.length).toBeGreaterThan(earlier.filter(kept).length);
        }
      }
    }
  });

  it('books pending lines with the same amount and description a few days later', () => {
    let seen = 0;
    for (const seed of SEEDS) {
      for (const a of sandboxAccounts(seed)) {
        const { pending, booked } = sandboxTransactions(seed, a.accountId, AS_OF);
        for (const t of pending) {
          expect(t.transactionId).toBeNull();
          expect(t.internalTransactionId).toBeNull();
          expect(t.bookingDate).toBeNull();
          expect([asOfIso, isoMinus(asOfIso, 1)]).toContain(t.valueDate);
          expect(t.raw).not.toHaveProperty('bookingDate');
        }
        expect(booked.every((t) => (t.bookingDate ?? '') <= isoMinus(asOfIso, 2))).toBe(true);
        const later = sandboxTransactions(seed, a.accountId, plusDays(AS_OF, 3));
        const bookedLater = later.booked.filter((t) => t.valueDate === asOfIso || t.valueDate === isoMinus(asOfIso, 1)).map(looks);
        expect(bookedLater.sort()).toEqual(pending.map(looks).sort());
        seen += pending.length;
      }
    }
    expect(seen).toBeGreaterThan(3);
  });

  it('sends about 10% of lines with no id and about 10% with only an internal id', () => {
    const all = SEEDS.flatMap((seed) => sandboxAccounts(seed).flatMap((a) => sandboxTransactions(seed, a.accountId, AS_OF).booked));
    const share = (test: (t: ProviderTransaction) => boolean) => all.filter(test).length / all.length;
    expect(all.length).toBeGreaterThan(2_000);
    expect(share((t) => !t.transactionId && !t.internalTransactionId)).toBeGreaterThan(0.07);
    expect(share((t) => !t.transactionId && !t.internalTransactionId)).toBeLessThan(0.13);
    expect(share((t) => !t.transactionId && Boolean(t.internalTransactionId))).toBeGreaterThan(0.07);
    expect(share((t) => !t.transactionId && Boolean(t.internalTransactionId))).toBeLessThan(0.13);
    const ids = all.flatMap((t) => (t.transactionId ? [t.transactionId] : []));
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of all) {
      const raw = t.raw as Record<string, unknown>;
      expect(raw.transactionId).toBe(t.transactionId ?? undefined);
      expect(raw.internalTransactionId).toBe(t.internalTransactionId ?? undefined);
    }
  });

  it('has identical payments on the same day that de-duplication must keep', () => {
    const booked = bookedOf(JOINT_SEED, 'current');
    const counts = new Map<string, number>();
    for (const t of booked) counts.set(looks(t), (counts.get(looks(t)) ?? 0) + 1);
    const twins = [...counts].filter(([, n]) => n >= 2).map(([key]) => key);
    expect(twins.length).toBeGreaterThan(5);
    expect(twins.some((key) => key.includes('CAFE') || key.includes('COFFEE') || key.includes('CUP'))).toBe(true);
  });

  it('fills raw with the Berlin Group object the line came from', () => {
    const t = bookedOf(JOINT_SEED, 'current').find((x) => x.transactionId && x.creditorName);
    expect(t?.raw).toEqual({
      transactionId: t?.transactionId,
      ...(t?.internalTransactionId ? { internalTransactionId: t.internalTransactionId } : {}),
      bookingDate: t?.bookingDate,
      valueDate: t?.valueDate,
      transactionAmount: { amount: t?.amount, currency: 'GBP' },
      creditorName: t?.creditorName,
      remittanceInformationUnstructured: t?.remittanceInformation,
      bankTransactionCode: t?.bankTransactionCode,
      proprietaryBankTransactionCode: t?.proprietaryBankTransactionCode,
    });
  });

  it('filters by booking date (pending by value date), both ends inclusive', () => {
    const { accountId } = account(JOINT_SEED, 'current');
    const full = sandboxTransactions(JOINT_SEED, accountId, AS_OF);
    const range = { from: '2025-01-01', to: '2025-01-31' };
    const page = transactionsBetween(JOINT_SEED, accountId, AS_OF, range);
    const inRange = (d: string | null) => (d ?? '') >= range.from && (d ?? '') <= range.to;
    expect(page.booked).toEqual(full.booked.filter((t) => inRange(t.bookingDate)));
    expect(page.booked.some((t) => t.bookingDate === range.from)).toBe(true);
    expect(page.booked.some((t) => t.bookingDate === range.to)).toBe(true);
    expect(page.pending).toEqual([]);
    const oneDay = transactionsBetween(JOINT_SEED, accountId, AS_OF, { from: '2025-01-31', to: '2025-01-31' });
    expect(oneDay.booked).toEqual(full.booked.filter((t) => t.bookingDate === '2025-01-31'));
    const recent = transactionsBetween(JOINT_SEED, accountId, AS_OF, { from: isoMinus(asOfIso, 1), to: '2030-01-01' });
    expect(recent.booked).toEqual([]);
    expect(recent.pending).toEqual(full.pending);
    const wide = transactionsBetween(JOINT_SEED, accountId, AS_OF, { from: '2000-01-01', to: '2030-01-01' });
    expect(wide).toEqual(full);
    expect(transactionsBetween(JOINT_SEED, accountId, AS_OF, { from: '2025-02-01', to: '2025-01-01' })).toEqual({ booked: [], pending: [] });
  });

  it('generates 15 months for 3 accounts well under 100 ms', () => {
    const accounts = sandboxAccounts(JOINT_SEED);
    const run = (asOf: Date) => accounts.map((a) => sandboxTransactions(JOINT_SEED, a.accountId, asOf));
    run(AS_OF);
    const started = performance.now();
    for (let i = 1; i <= 5; i++) run(plusDays(AS_OF, i));
    expect((performance.now() - started) / 5).toBeLessThan(100);
  });

  it('covers every full month for each account', () => {
    for (const role of ['current', 'savings', 'joint'] as const) {
      const months = byMonth(bookedOf(JOINT_SEED, role));
      for (const month of FULL_MONTHS) expect(months.get(month)?.length, `${role} ${month}`).toBeGreaterThan(0);
    }
  });
});
