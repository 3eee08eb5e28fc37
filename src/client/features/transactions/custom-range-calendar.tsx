import { enGB } from 'date-fns/locale';
import { useState } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import './range-calendar.css';
import { Button } from '../../components/ui/button';
import { CalendarIcon } from '../../components/calendar-icon';
import { dateToDay, dayToDate, rangeText } from './calendar-days';
import { useMediaQuery } from './use-media-query';

type Range = { from: string | undefined; to: string | undefined };
type Props = Range & { today: string; onChange: (range: Range) => void };

/**
 * The Custom tab's range: a button saying the range, opening a calendar in a popover (so at
 * 375 px the list stays in view below one month, and wide screens get two months side by
 * side). Future days are disabled and the calendar stops at this month. The first click
 * starts a new range and the second ends it (before or after the first), which then closes
 * the popover; the URL holds each step, so a start alone shows the "both dates" message.
 */
export function CustomRangeCalendar({ from, to, today, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const twoMonths = useMediaQuery('(min-width: 768px)');
  const todayDate = dayToDate(today);
  // The address bar may hold a range backwards: show the days it covers.
  const [start, end] = from && to && from > to ? [to, from] : [from, to];
  const selected: DateRange | undefined = start || end ? { from: start ? dayToDate(start) : undefined, to: end ? dayToDate(end) : undefined } : undefined;

  const select = (range: DateRange | undefined) => {
    const next = { from: range?.from && dateToDay(range.from), to: range?.to && dateToDay(range.to) };
    onChange(next);
    if (next.from && next.to) setOpen(false);
  };

  return (
    <div className="grid gap-2 sm:max-w-xl">
      <span id="transactions-range-label" className="text-sm font-medium leading-none">
        Date range
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            id="transactions-range"
            variant="outline"
            aria-labelledby="transactions-range-label transactions-range"
            className="w-full justify-start font-normal sm:w-auto sm:min-w-64 sm:justify-self-start"
          >
            <CalendarIcon />
            <span className="truncate">{rangeText(start, end)}</span>
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Choose a date range"
            align="start"
            sideOffset={8}
            // Clear of the phone's bottom bar (64 px) and the screen edges.
            collisionPadding={{ top: 8, right: 8, left: 8, bottom: twoMonths ? 8 : 72 }}
            // The calendar focuses the start day (or today) itself, so arrows work at once.
            onOpenAutoFocus={(event) => event.preventDefault()}
            className="z-50 max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] overflow-auto rounded-lg border border-border bg-background p-3 shadow-lg"
          >
            <DayPicker
              className="transactions-calendar"
              mode="range"
              resetOnSelect
              selected={selected}
              onSelect={select}
              locale={enGB}
              weekStartsOn={1}
              numberOfMonths={twoMonths ? 2 : 1}
              today={todayDate}
              defaultMonth={selected?.from ?? todayDate}
              endMonth={todayDate}
              disabled={{ after: todayDate }}
              autoFocus
              // A status for screen readers everywhere; on phones the button above says the same.
              footer={
                <p className="pt-2 text-sm text-muted-foreground max-md:sr-only">
                  {start && end ? rangeText(start, end) : start ? 'Now pick the last day.' : 'Pick the first day.'}
                </p>
              }
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
