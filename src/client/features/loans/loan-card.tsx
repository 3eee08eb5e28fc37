import { ordinal } from '../../../shared/format';
import { formatFinalDate, formatIncomeShare } from '../../../shared/loans';
import { formatPence } from '../../../shared/money';
import type { Loan } from './loan-types';

/** One loan: what is left, the monthly payment, progress and the final payment date. Opens the edit dialog. */
export function LoanCard({ loan, onOpen }: { loan: Loan; onOpen: (loan: Loan) => void }) {
  const { paidPayments, totalPayments, remainingBalance } = loan.progress;
  const share = totalPayments > 0 ? Math.round((paidPayments / totalPayments) * 100) : 0;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(loan)}
        className="grid w-full gap-3 rounded-lg border border-border bg-card p-4 text-left shadow-sm hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-semibold break-words">{loan.name}</span>
          <span className="shrink-0 text-right">
            <span className="block text-lg font-semibold tabular-nums">{formatPence(remainingBalance)}</span>
            <span className="block text-xs text-muted-foreground">left to pay</span>
          </span>
        </span>
        <span className="text-sm">
          <span className="font-medium tabular-nums">{formatPence(loan.monthlyPayment)}</span> a month, on the {ordinal(loan.paymentDay)}
        </span>
        <span className="grid gap-1">
          <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
          </span>
          <span className="text-sm">
            You've paid {paidPayments} of {totalPayments} payments
          </span>
        </span>
        <span className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>Final payment: {formatFinalDate(loan.finalPaymentDate)}</span>
          {loan.incomePercentage !== null && <span>{formatIncomeShare(loan.incomePercentage)} of your monthly income</span>}
        </span>
      </button>
    </li>
  );
}
