import { describe, expect, it } from 'vitest';
import { billBadge, dueInDays, dueText, isBillPaid, nextDueDate } from '../../../src/shared/bills/bill-state';
import type { BankBillRow, BillView } from '../../../src/shared/bills/bill-view';

type BillState = Pick<BillView, 'type' | 'due_date' | 'is_paid' | 'paid_at' | 'source' | 'original_bank_bill'>;

const bill = (overrides: Partial<BillState> = {}): BillState => ({
  type: 'monthly',
  due_date: null,
  is_paid: false,
  paid_at: null,
  source: 'manual',
  original_bank_bill: null,
  ...overrides,
});

const bankRow = (status: string): BankBillRow => ({
  id: 'bank-1',
  account_id: 'account-1',
  name: 'Council Tax',
  vendor: 'COUNCIL TAX',
  type: 'directDebit',
  frequency: 'monthly',
  amount: 16000,
  next_date: '2026-03-20',
  reference_date: null,
  status,
  paid_at: null,
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
});

describe('isBillPaid', () => {
  it.each([
    ['an unpaid manual bill', bill(), false],
    ['is_paid', bill({ is_paid: true }), true],
    ['paid_at alone', bill({ paid_at: '2026-03-02T09:00:00.000Z' }), true],
    ['a bank bill with status PAID', bill({ source: 'bank', original_bank_bill: bankRow('PAID') }), true],
    ['a bank bill with status paid in another case', bill({ source: 'bank', original_bank_bill: bankRow('paid') }), true],
    ['an active bank bill', bill({ source: 'bank', original_bank_bill: bankRow('active') }), false],
    ['a manual bill carrying a PAID bank row', bill({ source: 'manual', original_bank_bill: bankRow('PAID') }), false],
  ])('%s', (_name, b, paid) => {
    expect(isBillPaid(b)).toBe(paid);
  });
});

describe('nextDueDate', () => {
  it.each([
    ['2026-03-10', '2026-03-10', '2026-03-10'], // due today
    ['2026-03-15', '2026-03-10', '2026-03-15'], // later this month
    ['2026-01-15', '2026-03-10', '2026-03-15'], // an earlier month: this month's 15th
    ['2026-01-05', '2026-03-10', '2026-04-05'], // this month's 5th has passed: next month
    ['2025-12-10', '2026-03-10', '2026-03-10'],
    ['2026-05-20', '2026-03-10', '2026-05-20'], // a date in a later month stays itself
    ['2026-11-20', '2026-12-25', '2027-01-20'], // across the year end
    // Days 29 to 31 land on the last day of shorter months.
    ['2026-01-31', '2026-02-10', '2026-02-28'],
    ['2024-01-31', '2024-02-10', '2024-02-29'],
    ['2026-01-31', '2026-02-28', '2026-02-28'],
    ['2026-01-31', '2026-03-01', '2026-03-31'],
    ['2026-01-30', '2026-03-01', '2026-03-30'],
    ['2026-01-29', '2026-02-27', '2026-02-28'],
    ['2026-01-29', '2026-03-01', '2026-03-29'],
    ['2026-01-31', '2026-04-30', '2026-04-30'],
    ['2026-01-31', '2026-05-01', '2026-05-31'],
    ['2026-03-31', '2026-04-01', '2026-04-30'],
    ['2026-01-28', '2026-02-28', '2026-02-28'], // pay-day-like 28th: due today in a common-year February
    ['2026-01-28', '2026-03-01', '2026-03-28'],
  ])('due %s, today %s: next due %s', (dueDate, today, next) => {
    expect(nextDueDate(dueDate, today)).toBe(next);
  });

  it.each(['2026-02-30', '10/03/2026', '', 'soon'])('refuses %j', (dueDate) => {
    expect(() => nextDueDate(dueDate, '2026-03-10')).toThrow(RangeError);
  });
});

describe('due text and badge', () => {
  const today = '2026-03-10';
  it.each([
    ['monthly due today', bill({ due_date: '2026-03-10' }), 0, 'Due today', 'Due'],
    ['monthly, the 11th', bill({ due_date: '2026-02-11' }), 1, 'Due tomorrow', 'Due'],
    ['monthly, the 12th', bill({ due_date: '2026-03-12' }), 2, 'Due in 2 days', 'Due'],
    ['monthly, the 9th: next month', bill({ due_date: '2026-01-09' }), 30, 'Due in 30 days', 'Due'],
    ['monthly, a later month', bill({ due_date: '2026-06-10' }), 92, 'Due in 92 days', 'Due'],
    ['one-time, ahead', bill({ type: 'one-time', due_date: '2026-04-01' }), 22, 'Due in 22 days', 'Due'],
    ['one-time, yesterday', bill({ type: 'one-time', due_date: '2026-03-09' }), -1, 'Overdue by 1 day', 'Overdue'],
    ['one-time, 3 days ago', bill({ type: 'one-time', due_date: '2026-03-07' }), -3, 'Overdue by 3 days', 'Overdue'],
    ['no due date', bill({ due_date: null }), null, 'No due date set', 'Due'],
    ['an empty due date', bill({ due_date: '' }), null, 'No due date set', 'Due'],
    ['a date that does not parse', bill({ due_date: 'next Friday' }), null, 'Due date format error', 'Due'],
    ['an impossible date', bill({ due_date: '2026-02-30' }), null, 'Due date format error', 'Due'],
    ['paid, with a date', bill({ due_date: '2026-03-12', is_paid: true }), 2, "You've paid this bill this month", 'Paid'],
    [
      'paid and one-time overdue',
      bill({ type: 'one-time', due_date: '2026-03-01', paid_at: '2026-03-01T10:00:00.000Z' }),
      -9,
      "You've paid this bill this month",
      'Paid',
    ],
    [
      'a bank bill marked PAID',
      bill({ source: 'bank', original_bank_bill: bankRow('PAID'), due_date: '2026-03-20' }),
      10,
      "You've paid this bill this month",
      'Paid',
    ],
    ['an active bank bill', bill({ source: 'bank', original_bank_bill: bankRow('active'), due_date: '2026-03-20' }), 10, 'Due in 10 days', 'Due'],
  ])('%s', (_name, b, days, text, badge) => {
    expect(dueInDays(b, today)).toBe(days);
    expect(dueText(b, today)).toBe(text);
    expect(billBadge(b, today)).toBe(badge);
  });

  it('counts calendar days across the clock changes, February and the year end', () => {
    expect(dueInDays(bill({ due_date: '2026-02-28' }), '2026-02-27')).toBe(1);
    expect(dueText(bill({ due_date: '2026-01-31' }), '2026-02-27')).toBe('Due tomorrow'); // 28 Feb
    expect(dueText(bill({ due_date: '2024-01-31' }), '2024-02-27')).toBe('Due in 2 days'); // 29 Feb
    expect(dueText(bill({ due_date: '2026-01-29' }), '2026-03-28')).toBe('Due tomorrow'); // clocks go forward on 29 March
    expect(dueText(bill({ due_date: '2026-01-26' }), '2026-10-24')).toBe('Due in 2 days'); // clocks go back on 25 October
    expect(dueText(bill({ type: 'one-time', due_date: '2027-01-01' }), '2026-12-31')).toBe('Due tomorrow');
  });
});
