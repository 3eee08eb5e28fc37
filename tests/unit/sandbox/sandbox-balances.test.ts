import { describe, expect, it } from 'vitest';
import { sandboxBalances, sandboxBalanceSheet } from '../../../src/server/modules/bank/providers/sandbox/sandbox-balances';
import { sandboxAccounts, sandboxTransactions } from '../../../src/server/modules/bank/providers/sandbox/sandbox-history';
import { decimalToPence } from '../../../src/shared/money';
import { account, AS_OF, isoMinus, JOINT_SEED, pence, plusDays, SEEDS } from './sandbox-fixtures';

function balance(seed: string, accountId: string, asOf: Date, type: string): number {
  const found = sandboxBalances(seed, accountId, asOf).find((b) => b.type === type);
  if (!found) throw new Error(`no ${type} balance`);
  return decimalToPence(found.amount);
}

describe('sandbox balances', () => {
  it('are closingBooked and interimAvailable in GBP, dated asOf in London', () => {
    const { accountId } = account(JOINT_SEED, 'current');
    const balances = sandboxBalances(JOINT_SEED, accountId, new Date('2025-06-14T23:30:00Z'));
    expect(balances.map((b) => b.type)).toEqual(['closingBooked', 'interimAvailable']);
    for (const b of balances) {
      expect(b.currency).toBe('GBP');
      expect(b.referenceDate).toBe('2025-06-15');
      expect(b.amount).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('equal the opening balance plus the booked lines, and plus pending for available, to the penny', () => {
    for (const seed of SEEDS) {
      for (const a of sandboxAccounts(seed)) {
        const { booked, pending } = sandboxTransactions(seed, a.accountId, AS_OF);
        const sheet = sandboxBalanceSheet(seed, a.accountId, AS_OF);
        expect(balance(seed, a.accountId, AS_OF, 'closingBooked')).toBe(sheet.openingPence + pence(booked));
        expect(balance(seed, a.accountId, AS_OF, 'interimAvailable')).toBe(sheet.openingPence + pence(booked) + pence(pending));
      }
    }
  });

  it('move on by exactly the lines booked since, so syncs agree', () => {
    for (const seed of SEEDS) {
      for (const a of sandboxAccounts(seed)) {
        const later = plusDays(AS_OF, 6);
        const newlyBooked = sandboxTransactions(seed, a.accountId, later).booked.filter((t) => (t.bookingDate ?? '') > isoMinus('2025-06-14', 2));
        const change = balance(seed, a.accountId, later, 'closingBooked') - balance(seed, a.accountId, AS_OF, 'closingBooked');
        expect(change, `${seed} ${a.role}`).toBe(pence(newlyBooked));
      }
    }
  });

  it('stay consistent when the history window moves into a new month', () => {
    // The window starts on 2024-02-01 at the first date and on 2024-03-01 at the second.
    const before = new Date('2025-01-30T12:00:00Z');
    const after = new Date('2025-02-02T12:00:00Z');
    for (const seed of SEEDS) {
      for (const a of sandboxAccounts(seed)) {
        const newlyBooked = sandboxTransactions(seed, a.accountId, after).booked.filter((t) => (t.bookingDate ?? '') > isoMinus('2025-01-30', 2));
        expect(balance(seed, a.accountId, after, 'closingBooked') - balance(seed, a.accountId, before, 'closingBooked')).toBe(pence(newlyBooked));
      }
    }
  });

  it('keep the current account in credit at the end of almost every day, and savings positive', () => {
    let days = 0;
    let overdrawn = 0;
    for (let i = 0; i < 20; i++) {
      const seed = `balance-${i}`;
      for (const a of sandboxAccounts(seed)) {
        const { booked } = sandboxTransactions(seed, a.accountId, AS_OF);
        // Walk back from today's balance through the history, newest first.
        let running = balance(seed, a.accountId, AS_OF, 'closingBooked');
        let lastDate = '';
        for (const t of booked) {
          if (t.bookingDate !== lastDate) {
            days++;
            if (running < 0) overdrawn++;
            if (a.role === 'savings') expect(running).toBeGreaterThan(0);
            lastDate = t.bookingDate ?? '';
          }
          running -= decimalToPence(t.amount);
        }
        expect(running).toBe(sandboxBalanceSheet(seed, a.accountId, AS_OF).openingPence);
      }
    }
    expect(overdrawn / days).toBeLessThan(0.01);
  });

  it('let savings grow over the history for most links', () => {
    let grew = 0;
    for (let i = 0; i < 40; i++) {
      const seed = `grow-${i}`;
      const { accountId } = account(seed, 'savings');
      if (balance(seed, accountId, AS_OF, 'closingBooked') > sandboxBalanceSheet(seed, accountId, AS_OF).openingPence) grew++;
    }
    expect(grew).toBeGreaterThanOrEqual(28);
  });
});
