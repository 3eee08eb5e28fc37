import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';
import { formatPence } from '../../../shared/money';
import { Card, CardContent } from '../../components/ui/card';
import { shortDate } from './import-files';
import { leftOutLines } from './import-readiness';

type Parsed = Extract<inferRouterOutputs<AppRouter>['imports']['preview'], { status: 'parsed' }>;

/** Rows that could not be read listed on the page; the rest are counted. */
const ERRORS_SHOWN = 20;

/**
 * What a previewed file holds: the figures and rows confirming would add, the rows that could
 * not be read with their line and reason, and the lines that are not transactions counted
 * apart by kind (issue 24), so neither reads as lost money.
 */
export function PreviewSummary({ parsed }: { parsed: Parsed }) {
  const nothingRead = parsed.totalRows === 0;
  const firstOther = parsed.skipped.find((s) => !s.kind)?.reason;
  return (
    <Card>
      <CardContent className="grid gap-4 p-4">
        {!nothingRead && (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="What this file holds">
            <Figure label="New" value={String(parsed.newCount)} />
            <Figure label="Already there" value={String(parsed.existingCount + parsed.mergeCount)} />
            <Figure label="Money in" value={formatPence(parsed.moneyIn)} />
            <Figure label="Money out" value={formatPence(parsed.moneyOut)} />
          </dl>
        )}
        {parsed.dateFrom && parsed.dateTo && (
          <p className="text-sm text-muted-foreground">
            From {shortDate(parsed.dateFrom)} to {shortDate(parsed.dateTo)}
          </p>
        )}
        {parsed.errors.length > 0 && (
          <div role="alert" className="text-sm">
            <p className="font-medium text-destructive">
              {nothingRead
                ? 'None of the rows in this file could be read:'
                : `${parsed.errors.length} row${parsed.errors.length === 1 ? '' : 's'} could not be read and will be left out:`}
            </p>
            <ul className="mt-1 list-disc pl-5 break-words">
              {parsed.errors.slice(0, ERRORS_SHOWN).map((e) => (
                <li key={e.line}>
                  Line {e.line}: {e.reason}
                </li>
              ))}
            </ul>
            {parsed.errors.length > ERRORS_SHOWN && (
              <p className="mt-1 text-muted-foreground">and {(parsed.errors.length - ERRORS_SHOWN).toLocaleString('en-GB')} more</p>
            )}
          </div>
        )}
        {parsed.leftOut.length > 0 && (
          <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="Left out">
            {leftOutLines(parsed.leftOut, firstOther).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {!nothingRead && (
          <div className="max-h-80 overflow-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-2 font-normal">Date</th>
                  <th className="py-1 pr-2 font-normal">Description</th>
                  <th className="py-1 pr-2 text-right font-normal">Amount</th>
                  <th className="hidden py-1 font-normal sm:table-cell">Status</th>
                </tr>
              </thead>
              <tbody>
                {parsed.rows.map((r) => (
                  <tr key={r.line} className="border-t">
                    <td className="py-1 pr-2 whitespace-nowrap">{shortDate(r.date)}</td>
                    <td className="py-1 pr-2 break-all">{r.description}</td>
                    <td className="py-1 pr-2 text-right whitespace-nowrap">{formatPence(r.amount)}</td>
                    <td className="hidden py-1 text-muted-foreground sm:table-cell">{r.status === 'new' ? 'New' : 'Already there'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {parsed.totalRows > parsed.rows.length && (
              <p className="mt-2 text-sm text-muted-foreground">and {(parsed.totalRows - parsed.rows.length).toLocaleString('en-GB')} more rows</p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
