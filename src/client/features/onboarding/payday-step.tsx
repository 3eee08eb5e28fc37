import { DateField } from '../../components/date-field';
import { PayDayAdjustmentChoices } from '../../components/pay-day-adjustment-choices';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { isCalendarDay } from '../../../shared/dates';
import { ordinal } from '../../../shared/format';
import { DEFAULT_PAY_DAY_ADJUSTMENT, type PayFrequency } from '../../../shared/pay-days/pay-day-rule';
import { FREQUENCY_CHOICES } from '../../../shared/pay-days/pay-day-copy';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingData } from './onboarding-data';
import { useOnboardingNav } from './use-onboarding-nav';

const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

export function PaydayStep() {
  const nav = useOnboardingNav('payday');
  const [data, update] = useOnboardingData();
  const bill = data.majorBill ?? { name: '', amount: '', dueDate: null };
  const setBill = (change: Partial<typeof bill>) => {
    const next = { ...bill, ...change };
    update({ majorBill: next.name || next.amount ? next : null });
  };
  // A minus sign, or nothing but zeros, is an amount that is not above 0 (spec 02: 'Amount must be greater than 0').
  const amountNotPositive = bill.amount.trim().startsWith('-') || /^[0.,\s]+$/.test(bill.amount.trim());
  const amountInvalid = bill.amount !== '' && (amountNotPositive || !/^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/.test(bill.amount.trim()));
  const dueInvalid = bill.dueDate !== null && !isCalendarDay(bill.dueDate);
  const billInvalid = amountInvalid || dueInvalid;
  // Issue 26: pay every one, two or four weeks is counted from a recent payday.
  const frequency: PayFrequency = data.payEvery ?? 'monthly';
  const anchorInvalid = frequency !== 'monthly' && !isCalendarDay(data.payAnchor ?? '');
  const payChosen = frequency === 'monthly' ? data.payDay !== null : !anchorInvalid;

  return (
    <OnboardingShell page="payday" onBack={() => void nav.back()} title="When do you get paid?">
      <p className="mb-4 text-muted-foreground">Your financial month starts on your payday and ends the day before the next one.</p>
      <div role="radiogroup" aria-label="How often you are paid" className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FREQUENCY_CHOICES.map((choice) => (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={frequency === choice.value}
            onClick={() => update({ payEvery: choice.value === 'monthly' ? undefined : choice.value })}
            className={cn(
              'h-10 rounded-md border border-border px-2 text-sm',
              frequency === choice.value ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {frequency === 'monthly' ? (
        <>
          <div role="radiogroup" aria-label="Payday" className="mb-4 grid grid-cols-7 gap-2">
            {DAYS.map((day) => (
              <button
                key={day}
                type="button"
                role="radio"
                aria-checked={data.payDay === day}
                aria-label={`${ordinal(day)} of each month`}
                onClick={() => update({ payDay: day })}
                className={cn(
                  'h-10 rounded-md border border-border text-sm',
                  data.payDay === day ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {day}
              </button>
            ))}
          </div>
          <button
            type="button"
            role="radio"
            aria-checked={data.payDay === 'last-weekday'}
            onClick={() => update({ payDay: 'last-weekday' })}
            className={cn(
              'mb-8 h-10 rounded-md border border-border px-4 text-sm',
              data.payDay === 'last-weekday' ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            Last working day of month
          </button>
        </>
      ) : (
        <div className="mb-8 grid gap-2 sm:max-w-xs">
          <DateField
            id="onboarding-pay-anchor"
            label="A recent payday"
            value={data.payAnchor ?? ''}
            onChange={(day) => update({ payAnchor: day || undefined })}
            error={data.payAnchor && anchorInvalid ? 'Please enter a date as dd/mm/yyyy' : undefined}
          />
          <p className="text-sm text-muted-foreground">
            We count your paydays {FREQUENCY_CHOICES.find((c) => c.value === frequency)!.label.toLowerCase()} from this date.
          </p>
        </div>
      )}

      <PayDayAdjustmentChoices
        className="mb-8"
        value={data.payDayAdjustment ?? DEFAULT_PAY_DAY_ADJUSTMENT}
        onChange={(payDayAdjustment) => update({ payDayAdjustment })}
      />

      <fieldset className="mb-8 grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-medium">Your biggest bill (optional)</legend>
        <p className="text-sm text-muted-foreground">Rent, mortgage or car finance: we'll keep it in view from day one.</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="grid gap-1 text-sm">
            Name
            <Input value={bill.name} onChange={(e) => setBill({ name: e.target.value })} placeholder="Rent" />
          </label>
          <label className="grid gap-1 text-sm">
            Amount (£)
            <Input
              value={bill.amount}
              onChange={(e) => setBill({ amount: e.target.value })}
              inputMode="decimal"
              placeholder="950.00"
              aria-invalid={amountInvalid || undefined}
            />
          </label>
          <DateField
            id="major-bill-due"
            label="Due date"
            value={bill.dueDate ?? ''}
            onChange={(day) => setBill({ dueDate: day || null })}
            error={dueInvalid ? 'Please enter a date as dd/mm/yyyy' : undefined}
          />
        </div>
        {amountInvalid && (
          <p role="alert" className="text-sm text-destructive">
            {amountNotPositive ? 'Amount must be greater than 0' : 'Please enter an amount'}
          </p>
        )}
      </fieldset>

      <Button size="lg" disabled={!payChosen || billInvalid || nav.saving} onClick={() => void nav.next()}>
        Continue
      </Button>
    </OnboardingShell>
  );
}
