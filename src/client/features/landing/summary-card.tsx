import { cn } from '../../lib/cn';

const bills = [
  { name: 'Mortgage', amount: '£850.00', paid: true },
  { name: 'Council Tax', amount: '£145.00', paid: true },
  { name: 'Car finance', amount: '£210.00', paid: false },
  { name: 'Mobile phone', amount: '£60.00', paid: false },
];

/**
 * An illustration of the app's summary, drawn in HTML so the page loads no images.
 * Screen readers get one sentence instead of a table of made-up numbers.
 */
export function SummaryCard() {
  return (
    <div
      role="img"
      aria-label="Example Plain Sight summary: balance £1,842.50, money in £2,400.00, bills £1,265.00 and £1,135.00 left after bills."
      className="mx-auto w-full max-w-md"
    >
      <div aria-hidden="true" className="rounded-2xl border border-border bg-card p-5 shadow-xl shadow-primary/10 sm:p-6">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium">This month</span>
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">12 days until payday</span>
        </div>

        <p className="mt-5 text-sm text-muted-foreground">Balance</p>
        <p className="text-3xl font-bold tracking-tight sm:text-4xl">£1,842.50</p>

        <dl className="mt-5 grid grid-cols-3 gap-2 text-center sm:gap-3">
          <Figure label="Money in" value="£2,400.00" />
          <Figure label="Bills" value="£1,265.00" />
          <Figure label="Left after bills" value="£1,135.00" highlight />
        </dl>

        <ul className="mt-5 divide-y divide-border text-sm">
          {bills.map((bill) => (
            <li key={bill.name} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0 truncate">{bill.name}</span>
              <span className="flex shrink-0 items-center gap-2">
                <span className="tabular-nums">{bill.amount}</span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-medium',
                    bill.paid ? 'bg-secondary text-secondary-foreground' : 'bg-accent text-accent-foreground',
                  )}
                >
                  {bill.paid ? 'Paid' : 'Upcoming'}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Figure({ label, value, highlight = false }: { label: string; value: string; highlight?: boolean }) {
  return (
    <div className={cn('rounded-lg p-2 sm:p-3', highlight ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
      <dt className={cn('text-[11px] leading-tight sm:text-xs', highlight ? 'text-primary-foreground/90' : 'text-muted-foreground')}>{label}</dt>
      <dd className="mt-1 text-sm font-semibold tabular-nums sm:text-base">{value}</dd>
    </div>
  );
}
