import { Link } from '@tanstack/react-router';
import { FileUp } from 'lucide-react';
import { formatDayLabel } from '../../../shared/day-labels';
import { londonDate } from '../../../shared/dates';

type ImportKept = { id: string; account_name: string; institution_name: string; data_to: string | null };

/**
 * What "Update Now" says about accounts kept up to date by importing statements: no bank is
 * asked for them, so each offers the import page with that account chosen (issue 22 item 7).
 */
export function ImportKeptNote({ accounts }: { accounts: readonly ImportKept[] }) {
  if (accounts.length === 0) return null;
  return (
    <div role="status" className="grid gap-3 rounded-lg border bg-secondary p-4 text-sm">
      <p>
        {accounts.length === 1 ? 'This account is' : 'These accounts are'} kept up to date by importing statements from your bank, so there is nothing to fetch.
        Download your newest statement from your bank and import it.
      </p>
      <ul className="grid gap-2">
        {accounts.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-words">
              <span className="font-medium">{a.account_name}</span> ({a.institution_name})
              {a.data_to && <span className="text-muted-foreground">: as of {formatDayLabel(a.data_to, londonDate())}</span>}
            </span>
            <Link
              to="/import"
              search={{ account: a.id }}
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              aria-label={`Import a newer statement for ${a.account_name}`}
            >
              <FileUp className="size-4" aria-hidden="true" /> Import a newer statement
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
