import { Link } from '@tanstack/react-router';
import { statementIsMonthOld } from '../../../shared/bank/statement-age';
import { formatDateTime } from '../../../shared/format';
import { formatDayLabel } from '../../../shared/day-labels';
import { londonDate } from '../../../shared/dates';

/** What a linked bank account shows about itself, wherever it is listed. */
export type AccountSummaryFields = {
  account_name: string;
  institution_name: string;
  account_classification: 'CurrentAccount' | 'SavingsAccount';
  sort_code: string | null;
};

/**
 * The account's name with its Savings/Current badge, its bank and sort code.
 * A fragment, so each list lays the lines out in its own card.
 */
export function AccountSummary({ account }: { account: AccountSummaryFields }) {
  const savings = account.account_classification === 'SavingsAccount';
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{account.account_name}</span>
        <span
          className={
            savings
              ? 'rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground'
              : 'rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground'
          }
        >
          {savings ? 'Savings' : 'Current'}
        </span>
      </div>
      <p className="text-sm text-muted-foreground break-words">{account.institution_name}</p>
      {account.sort_code && <p className="text-sm text-muted-foreground">Sort code {account.sort_code}</p>}
    </>
  );
}

/**
 * When the account's data last came from the bank; nothing before its first sync. An account
 * kept by import says how current its newest statement is, and once that is a month old asks
 * for a newer one, with the import page ready for this account (issue 22, item 7).
 */
export function AccountLastUpdated({
  syncedAt,
  manual = false,
  dataTo = null,
  accountId,
}: {
  syncedAt: Date | string | null;
  manual?: boolean;
  dataTo?: string | null;
  accountId?: string;
}) {
  if (manual) {
    if (!dataTo) return null;
    const today = londonDate();
    return (
      <>
        <p className="text-xs text-muted-foreground">As of {formatDayLabel(dataTo, today)}, from your newest statement</p>
        {accountId && statementIsMonthOld(dataTo, today) && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
            This statement is over a month old, so the figures for this account may be out of date.{' '}
            <Link to="/import" search={{ account: accountId }} className="font-medium underline underline-offset-4">
              Import a newer statement
            </Link>
          </p>
        )}
      </>
    );
  }
  return syncedAt ? <p className="text-xs text-muted-foreground">Last updated {formatDateTime(syncedAt)}</p> : null;
}
