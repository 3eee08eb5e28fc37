import { ADJUSTMENT_CHOICES, ADJUSTMENT_QUESTION } from '../../shared/pay-days/pay-day-copy';
import type { PayDayAdjustment } from '../../shared/pay-days/pay-day-rule';
import { cn } from '../lib/cn';

type Props = { value: PayDayAdjustment; onChange: (value: PayDayAdjustment) => void; disabled?: boolean; className?: string };

/** Where a payday on a weekend or bank holiday moves to: the same radios in onboarding and in Settings > Payday. */
export function PayDayAdjustmentChoices({ value, onChange, disabled, className }: Props) {
  return (
    <fieldset className={cn('grid gap-2', className)} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{ADJUSTMENT_QUESTION}</legend>
      {ADJUSTMENT_CHOICES.map((choice) => (
        <label key={choice.value} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="payday-adjustment"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-1"
          />
          {/* The hint on its own line: in brackets after the label it read as brackets within brackets. */}
          <span className="grid">
            <span>{choice.label}</span>
            <span className="text-muted-foreground">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
