import { addDays, addMonths, addWeeks, addYears, format, parseISO } from 'date-fns';
import type { BillInputTransaction } from '../../../../src/shared/bank-bills/detect-bills';

let nextId = 1;

/** A money-out card payment unless told otherwise. */
export function tx(fields: Partial<BillInputTransaction> & Pick<BillInputTransaction, 'date' | 'amountPence'>): BillInputTransaction {
  return {
    id: `t${nextId++}`,
    accountId: 'acc-1',
    counterparty: null,
    description: null,
    bankTransactionCode: null,
    proprietaryBankTransactionCode: null,
    ...fields,
  };
}

/** One payment per date, all alike apart from the date. */
export function payments(dates: readonly string[], fields: Partial<BillInputTransaction> & Pick<BillInputTransaction, 'amountPence'>): BillInputTransaction[] {
  return dates.map((date) => tx({ ...fields, date }));
}

type Step = 'week' | 'fortnight' | 'month' | 'year';

/** `count` dates `step` apart from `first` (months and years from `first`, so the 31st stays the 31st). */
export function datesEvery(step: Step, first: string, count: number): string[] {
  const start = parseISO(first);
  const at = (k: number) =>
    step === 'week' ? addWeeks(start, k) : step === 'fortnight' ? addDays(start, 14 * k) : step === 'month' ? addMonths(start, k) : addYears(start, k);
  return Array.from({ length: count }, (_, k) => format(at(k), 'yyyy-MM-dd'));
}
