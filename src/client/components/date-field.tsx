import { enGB } from 'date-fns/locale';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './date-field.css';
import { londonDate } from '../../shared/dates';
import { formatTypedDay, parseTypedDay } from '../../shared/typed-dates';
import { Button } from './ui/button';
import { CalendarIcon } from './calendar-icon';
import { Input } from './ui/input';
import { Label } from './ui/label';

type DateFieldProps = {
  id: string;
  label: ReactNode;
  /**
   * 'yyyy-MM-dd' once the person has typed or picked a real day; '' when empty; otherwise what
   * they typed, as it stands, so the form's own schema refuses it with its message.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Marks the field invalid without a message of its own (the form says why elsewhere). */
  invalid?: boolean | undefined;
  name?: string;
};

/**
 * The app's date input: typed as dd/mm/yyyy whatever the browser's language (a native
 * `type="date"` follows the browser, so a US browser asks for mm/dd/yyyy), or picked from an
 * en-GB calendar (weeks from Monday) opened by the button beside it.
 */
export function DateField({ id, label, value, onChange, onBlur, error, invalid, name }: DateFieldProps) {
  const [text, setText] = useState(() => formatTypedDay(value));
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = `${id}-error`;

  // A value set from outside (a form reset, the calendar) shows as dd/mm/yyyy; what the person
  // is typing is left alone while it means the same day (or no day yet).
  useEffect(() => {
    if (value === '') setText((current) => (current.trim() === '' ? current : ''));
    else if (parseTypedDay(text) !== value && /^\d{4}-\d{2}-\d{2}$/.test(value)) setText(formatTypedDay(value));
    // Only a new value re-syncs the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const type = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? '' : (parseTypedDay(next) ?? next.trim()));
  };

  const selected = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayToDate(value) : undefined;
  const today = dayToDate(londonDate());
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          value={text}
          onChange={(e) => type(e.target.value)}
          onBlur={() => {
            const day = parseTypedDay(text);
            if (day) setText(formatTypedDay(day));
            onBlur?.();
          }}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <Button type="button" variant="outline" size="icon" className="shrink-0" aria-label="Choose date from calendar">
              <CalendarIcon />
            </Button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              aria-label="Choose date"
              align="end"
              sideOffset={8}
              collisionPadding={8}
              onOpenAutoFocus={(event) => event.preventDefault()}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                inputRef.current?.focus();
              }}
              className="z-50 max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] overflow-auto rounded-lg border border-border bg-background p-3 shadow-lg"
            >
              <DayPicker
                className="app-calendar"
                mode="single"
                selected={selected}
                onSelect={(date) => {
                  if (!date) return;
                  const day = dateToDay(date);
                  setText(formatTypedDay(day));
                  onChange(day);
                  setOpen(false);
                }}
                locale={enGB}
                weekStartsOn={1}
                captionLayout="dropdown"
                startMonth={new Date(today.getFullYear() - 10, 0)}
                endMonth={new Date(today.getFullYear() + 30, 11)}
                today={today}
                defaultMonth={selected ?? today}
                autoFocus
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        For example, 31/01/2027
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'yyyy-MM-dd' as local midnight (the calendar works in JS Dates; new Date('yyyy-MM-dd') would be UTC). */
function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

function dateToDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
