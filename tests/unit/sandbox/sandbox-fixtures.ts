import { decimalToPence } from '../../../src/shared/money';
import type { ProviderTransaction } from '../../../src/server/modules/bank/providers/types';
import { sandboxAccounts, type SandboxAccount } from '../../../src/server/modules/bank/providers/sandbox/sandbox-history';

// Shared inputs for the sandbox tests: fixed seeds and dates, so a failure reproduces.

/** 11:00 in London on Saturday 14 June 2025 (BST). */
export const AS_OF = new Date('2025-06-14T10:00:00Z');
/** A link with a joint account (3 accounts) and one without (2): checked in the accounts test. */
export const JOINT_SEED = 'link-0';
export const SINGLE_SEED = 'link-1';
export const SEEDS = [JOINT_SEED, SINGLE_SEED, 'req-7c1f', 'b2d4a8e0-5f7e-4c1a-9f3e-2a1b3c4d5e6f'];

export function plusDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function account(seed: string, role: SandboxAccount['role']): SandboxAccount {
  const found = sandboxAccounts(seed).find((a) => a.role === role);
  if (!found) throw new Error(`${seed} has no ${role} account`);
  return found;
}

export function pence(transactions: readonly ProviderTransaction[]): number {
  return transactions.reduce((total, t) => total + decimalToPence(t.amount), 0);
}

/** What identifies a payment to a person reading the statement. */
export function looks(t: ProviderTransaction): string {
  return [t.valueDate, t.amount, t.creditorName ?? '', t.debtorName ?? '', t.remittanceInformation ?? '', t.bankTransactionCode ?? ''].join('|');
}

/** London calendar date minus `days`, yyyy-MM-dd (dates here are plain calendar days). */
export function isoMinus(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export function byMonth(transactions: readonly ProviderTransaction[]): Map<string, ProviderTransaction[]> {
  const months = new Map<string, ProviderTransaction[]>();
  for (const t of transactions) {
    const month = (t.bookingDate ?? '').slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), t]);
  }
  return months;
}

/** Months wholly inside the history at AS_OF: 2024-03 to 2025-05. */
export const FULL_MONTHS = Array.from({ length: 15 }, (_, i) => new Date(Date.UTC(2024, 2 + i, 1)).toISOString().slice(0, 7));
