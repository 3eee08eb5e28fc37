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

/** When the account's data last came from the bank; nothing before its first sync. */
export function AccountLastUpdated({ syncedAt, manual = false, dataTo = null }: { syncedAt: Date | string | null; manual?: boolean; dataTo?: string | null }) {
  // An account kept by import is as current as its newest statement (issue 22, item 7).
  if (manual) return dataTo ? <p className="text-xs text-muted-foreground">As of {formatDayLabel(dataTo, londonDate())}, from your newest statement</p> : null;
  return syncedAt ? <p className="text-xs text-muted-foreground">Last updated {formatDateTime(syncedAt)}</p> : null;
}
