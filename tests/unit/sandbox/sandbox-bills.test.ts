import { describe, expect, it } from 'vitest';
import { sandboxAccounts, sandboxTransactions } from '../../../src/server/modules/bank/providers/sandbox/sandbox-history';
import { sandboxProfile } from '../../../src/server/modules/bank/providers/sandbox/sandbox-profile';
import type { ProviderTransaction } from '../../../src/server/modules/bank/providers/types';
import { decimalToPence } from '../../../src/shared/money';
import { account, AS_OF, byMonth, FULL_MONTHS, JOINT_SEED, looks, SEEDS } from './sandbox-fixtures';

// The recurring payments are the known answers other features (bill detection, income,
// transfers) are tested against, so their days, amounts and codes are pinned here.

const weekdayOf = (iso: string | null) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const dayOfMonth = (iso: string | null) => Number((iso ?? '').slice(8, 10));

function booked(seed: string, role: 'current' | 'savings' | 'joint'): ProviderTransaction[] {
  return sandboxTransactions(seed, account(seed, role).accountId, AS_OF).booked;
}

describe.each(SEEDS)('recurring payments of %s', (seed) => {
  const profile = sandboxProfile(seed);
  const current = booked(seed, 'current');
  const to = (creditor: string) => current.filter((t) => t.creditorName === creditor);

  it('pays the salary once a month on a weekday, on the 25th or the working day before', () => {
    const pay = current.filter((t) => t.remittanceInformation?.startsWith('SALARY '));
    const months = byMonth(pay);
    for (const month of FULL_MONTHS) expect(months.get(month)?.length, month).toBe(1);
    for (const t of pay) {
      expect(weekdayOf(t.bookingDate)).toBeGreaterThanOrEqual(1);
      expect(weekdayOf(t.bookingDate)).toBeLessThanOrEqual(5);
      expect(dayOfMonth(t.bookingDate)).toBeGreaterThanOrEqual(21);
      expect(dayOfMonth(t.bookingDate)).toBeLessThanOrEqual(25);
      expect(t.debtorName).toBe(profile.employer);
      expect(t.bankTransactionCode).toBe('PMNT-RCDT-ESCT');
      expect(decimalToPence(t.amount)).toBe(profile.salaryPence);
    }
  });

  it('pays rent by standing order on the 1st', () => {
    const rent = to(profile.landlord);
    expect(rent.length).toBe(FULL_MONTHS.length + 1);
    for (const t of rent) {
      expect(dayOfMonth(t.bookingDate)).toBe(1);
      expect(t.bankTransactionCode).toBe('PMNT-ICDT-STDO');
      expect(t.proprietaryBankTransactionCode).toBe('STANDING ORDER');
      expect(t.remittanceInformation).toMatch(/^SO /);
      expect(decimalToPence(t.amount)).toBe(-profile.rentPence);
    }
  });

  it('collects the direct debits on working days with their codes', () => {
    const bills = [profile.councilTax, profile.energy, profile.water, profile.broadband, profile.mobile, { ...profile.creditCard, pence: 0 }];
    for (const bill of bills) {
      const debits = to(bill.creditor);
      const months = byMonth(debits);
      for (const t of debits) {
        expect(t.bankTransactionCode).toBe('PMNT-IDDT-ESDD');
        expect(t.proprietaryBankTransactionCode).toBe('DIRECT DEBIT');
        expect(t.remittanceInformation).toBe(`DD ${bill.creditor} ${bill.reference}`);
        expect([1, 2, 3, 4, 5]).toContain(weekdayOf(t.bookingDate));
        expect(dayOfMonth(t.bookingDate) - bill.dueDay).toBeGreaterThanOrEqual(bill === bills[5] ? -3 : 0);
        expect(dayOfMonth(t.bookingDate) - bill.dueDay).toBeLessThanOrEqual(4);
        expect(decimalToPence(t.amount)).toBeLessThan(0);
      }
      for (const month of FULL_MONTHS) {
        const expected = bill === profile.councilTax && /-0[23]$/.test(month) ? 0 : 1;
        expect(months.get(month)?.length ?? 0, `${bill.creditor} ${month}`).toBe(expected);
      }
    }
    for (const bill of [profile.councilTax, profile.water, profile.broadband, profile.mobile]) {
      expect(new Set(to(bill.creditor).map((t) => t.amount))).toEqual(new Set([`-${(bill.pence / 100).toFixed(2)}`]));
    }
    // Council tax: ten instalments from April to January.
    expect(to(profile.councilTax.creditor).filter((t) => (t.bookingDate ?? '') >= '2024-04' && (t.bookingDate ?? '') < '2025-04').length).toBe(10);
    // Energy costs more in winter.
    const energy = byMonth(to(profile.energy.creditor));
    expect(-decimalToPence(energy.get('2025-01')?.[0]?.amount ?? '0')).toBeGreaterThan(-decimalToPence(energy.get('2024-07')?.[0]?.amount ?? '0'));
  });

  it('charges card subscriptions monthly on a fixed day and the annual one once a year', () => {
    for (const sub of profile.subscriptions) {
      const charges = to(sub.merchant);
      expect(charges.length).toBe(FULL_MONTHS.length + (sub.day <= 12 ? 1 : 0));
      for (const t of charges) {
        expect(dayOfMonth(t.bookingDate)).toBe(sub.day);
        expect(t.proprietaryBankTransactionCode).toBe('CARD PAYMENT');
        expect(t.bankTransactionCode).toBe('PMNT-CCRD-POSD');
        expect(decimalToPence(t.amount)).toBe(-sub.pence);
      }
    }
    const annual = to(profile.annualSubscription.merchant).filter((t) => (t.bookingDate ?? '') >= '2024-06' && (t.bookingDate ?? '') < '2025-06');
    expect(annual.length).toBe(1);
    expect(annual[0]?.proprietaryBankTransactionCode).toBe('CARD PAYMENT');
  });

  it('moves money between own accounts in matching pairs', () => {
    const savings = booked(seed, 'savings');
    const pairs: [ProviderTransaction[], string, ProviderTransaction[], string][] = [
      [current, 'TRANSFER TO SAVINGS', savings, 'TRANSFER FROM CURRENT'],
      [savings, 'TRANSFER TO CURRENT', current, 'TRANSFER FROM SAVINGS'],
    ];
    if (profile.partnerName) pairs.push([current, 'TRANSFER TO JOINT', booked(seed, 'joint'), 'TRANSFER FROM CURRENT']);
    for (const [from, out, into, back] of pairs) {
      const sent = from.filter((t) => t.remittanceInformation === out).map((t) => `${t.bookingDate}|${t.amount.slice(1)}`);
      const received = into.filter((t) => t.remittanceInformation === back).map((t) => `${t.bookingDate}|${t.amount}`);
      expect(received.sort(), out).toEqual(sent.sort());
      if (out !== 'TRANSFER TO CURRENT') expect(sent.length).toBeGreaterThanOrEqual(FULL_MONTHS.length);
    }
    for (const t of current.filter((x) => x.remittanceInformation === 'TRANSFER TO SAVINGS')) {
      expect(decimalToPence(t.amount)).toBe(-profile.savingsTransferPence);
      expect(t.raw).toMatchObject({ creditorAccount: { iban: account(seed, 'savings').iban } });
    }
  });

  it('credits savings interest monthly', () => {
    const interest = booked(seed, 'savings').filter((t) => t.bankTransactionCode === 'PMNT-MCOP-INTR');
    expect(interest.length).toBe(FULL_MONTHS.length);
    for (const t of interest) expect(decimalToPence(t.amount)).toBeGreaterThan(0);
  });
});

describe('everyday spending', () => {
  const all = SEEDS.flatMap((seed) => sandboxAccounts(seed).flatMap((a) => sandboxTransactions(seed, a.accountId, AS_OF).booked));

  it('includes refunds and cashback as money in', () => {
    const refunds = all.filter((t) => t.remittanceInformation?.includes('REFUND'));
    const cashback = all.filter((t) => t.remittanceInformation?.includes('CASHBACK'));
    expect(refunds.length).toBeGreaterThan(3);
    expect(cashback.length).toBeGreaterThan(3);
    for (const t of [...refunds, ...cashback]) expect(decimalToPence(t.amount)).toBeGreaterThan(0);
  });

  it('has groceries several times a week and coffee on weekdays', () => {
    const current = booked(JOINT_SEED, 'current');
    const groceries = current.filter((t) => /SUPERMARKET|LIDL GB|FRESHWAY/.test(t.creditorName ?? ''));
    expect(groceries.length / 65).toBeGreaterThan(1.5);
    const coffee = current.filter((t) => t.creditorName === sandboxProfile(JOINT_SEED).cafe);
    expect(coffee.length).toBeGreaterThan(100);
    expect(coffee.every((t) => weekdayOf(t.bookingDate) >= 1 && weekdayOf(t.bookingDate) <= 5)).toBe(true);
    expect(new Set(coffee.map(looks)).size).toBeLessThan(coffee.length);
  });

  it('keeps the card repayment money out and the joint top-up money in, for any seed', () => {
    for (let i = 0; i < 60; i++) {
      const seed = `plug-${i}`;
      const profile = sandboxProfile(seed);
      const current = booked(seed, 'current');
      const repayments = current.filter((t) => t.creditorName === profile.creditCard.creditor);
      expect(repayments.length).toBeGreaterThanOrEqual(FULL_MONTHS.length);
      for (const t of repayments) expect(decimalToPence(t.amount)).toBeLessThan(-5_000);
      for (const t of current.filter((x) => x.remittanceInformation === 'TRANSFER TO JOINT')) expect(decimalToPence(t.amount)).toBeLessThan(0);
    }
    // Sixty histories take about 2 s alone and passed 5 s on a busy 2-core machine.
  }, 30_000);
});
