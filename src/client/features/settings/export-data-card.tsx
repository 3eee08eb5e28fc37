import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { isCalendarDay, londonDate } from '../../../shared/dates';
import { taxYearOf } from '../../../shared/pay-days/anchored-pay-cycle';
import { TRANSACTION_TABS, type TransactionTab } from '../../../shared/url-values';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { LoadingStatus } from '../../components/query-status';
import { trpc } from '../../lib/trpc';

const TAB_LABELS: Record<TransactionTab, string> = { all: 'All', yesterday: 'Yesterday', week: 'This Week', month: 'This Month', custom: 'Custom' };

// The custom range's fields (the app's date field and its calendar) load when Custom is chosen.
const ExportRangeFields = lazy(() => import('./export-range-fields'));

type RangeErrors = { from?: string; to?: string };

/** The tax years offered (issue 26 item 2): this one and the two before, as 'Tax year 2026-27'. */
function recentTaxYears(): number[] {
  const first = Number(taxYearOf(londonDate()).from.slice(0, 4));
  return [first, first - 1, first - 2];
}
const taxYearLabel = (year: number) => `Tax year ${year}-${String((year + 1) % 100).padStart(2, '0')}`;
/** The period select's value: a tab, or 'tax:2026'. */
const TAX_PREFIX = 'tax:';

/** The range's days as the server's schema checks them, said before anything is sent. */
function rangeErrorsOf(from: string, to: string): RangeErrors {
  const errors: RangeErrors = {};
  if (!isCalendarDay(from)) errors.from = 'Please enter a valid start date, for example 01/03/2026';
  if (!isCalendarDay(to)) errors.to = 'Please enter a valid end date, for example 31/03/2026';
  if (!errors.from && !errors.to && from > to) errors.from = "The start date can't be after the end date.";
  return errors;
}

function download(fileName: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Settings > Your data: the transactions as CSV (any filter of the Transactions screen) and everything as one JSON file. */
export function ExportDataCard() {
  const utils = trpc.useUtils();
  const [period, setPeriod] = useState<string>('all');
  const taxYear = period.startsWith(TAX_PREFIX) ? Number(period.slice(TAX_PREFIX.length)) : null;
  const tab: TransactionTab = taxYear === null ? (period as TransactionTab) : 'all';
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<'csv' | 'json' | null>(null);
  const [rangeErrors, setRangeErrors] = useState<RangeErrors>({});

  const exportCsv = async () => {
    if (tab === 'custom') {
      const errors = rangeErrorsOf(from, to);
      setRangeErrors(errors);
      if (errors.from || errors.to) return;
    }
    setBusy('csv');
    try {
      const input = {
        tab,
        ...(tab === 'custom' ? { from, to } : {}),
        ...(taxYear !== null ? { taxYear } : {}),
        ...(search.trim() ? { search: search.trim() } : {}),
      };
      const result = await utils.exports.transactionsCsv.fetch(input, { staleTime: 0 });
      download(result.fileName, 'text/csv;charset=utf-8', result.csv);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to export your transactions');
    } finally {
      setBusy(null);
    }
  };

  const exportJson = async () => {
    setBusy('json');
    try {
      const result = await utils.exports.everything.fetch(undefined, { staleTime: 0 });
      download(result.fileName, 'application/json', JSON.stringify(result, null, 2));
    } catch {
      notify.error('Failed to export your data');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Your Data
      </h2>
      <Card>
        <CardContent className="grid gap-4 p-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="export-period">Transactions from</Label>
              <NativeSelect id="export-period" value={period} onChange={(e) => setPeriod(e.target.value)}>
                {TRANSACTION_TABS.map((t) => (
                  <option key={t} value={t}>
                    {TAB_LABELS[t]}
                  </option>
                ))}
                {recentTaxYears().map((year) => (
                  <option key={year} value={`${TAX_PREFIX}${year}`}>
                    {taxYearLabel(year)} (6 Apr to 5 Apr)
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="export-search">Containing (optional)</Label>
              <Input id="export-search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
            </div>
            {tab === 'custom' && (
              <Suspense fallback={<LoadingStatus className="py-0 sm:col-span-2">Loading the date fields...</LoadingStatus>}>
                <ExportRangeFields
                  from={from}
                  to={to}
                  onFromChange={(day) => {
                    setFrom(day);
                    setRangeErrors({});
                  }}
                  onToChange={(day) => {
                    setTo(day);
                    setRangeErrors({});
                  }}
                  errors={rangeErrors}
                />
              </Suspense>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy !== null || (tab === 'custom' && (!from || !to))} onClick={() => void exportCsv()}>
              <Download aria-hidden="true" /> {busy === 'csv' ? 'Exporting...' : 'Export transactions (CSV)'}
            </Button>
            <Button variant="outline" disabled={busy !== null} onClick={() => void exportJson()}>
              <Download aria-hidden="true" /> {busy === 'json' ? 'Exporting...' : 'Export all my data (JSON)'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
