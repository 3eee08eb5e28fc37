import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { PayDayAdjustmentChoices } from '../../components/pay-day-adjustment-choices';
import { ordinal } from '../../../shared/format';
import { isCalendarDay } from '../../../shared/dates';
import { DEFAULT_PAY_DAY_ADJUSTMENT, WEEKS_OF_MONTH, type PayDayAdjustment, type PayFrequency, type WeekOfMonth } from '../../../shared/pay-days/pay-day-rule';
import { FREQUENCY_CHOICES, REGION_CHOICES, WEEK_OF_MONTH_WORDS, WEEKDAY_NAMES } from '../../../shared/pay-days/pay-day-copy';
import { DEFAULT_UK_REGION, type UkRegion } from '../../../shared/pay-days/uk-bank-holidays';
import { ANCHOR_MESSAGE, LAST_WORKING_DAY, PAY_DAY_MAX, PAY_DAY_MIN, type SetPayDayInput } from '../../../shared/schemas/payday';
import { DateField } from '../../components/date-field';
import { SalaryQuestion } from '../bank/salary-question';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { appCodeOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { discardPayCycleData } from '../../lib/user-data-cache';
import { SettingsShell } from './settings-shell';
import { LoadingStatus } from '../../components/query-status';

const DAYS = Array.from({ length: PAY_DAY_MAX - PAY_DAY_MIN + 1 }, (_, i) => i + PAY_DAY_MIN);
/** Spec: with no pay day saved, the 1st is shown. */
const DEFAULT_DAY = 1;
const REDIRECT_DELAY_MS = 1500;
/** The monthly choices beyond a day of the month (issue 26): the last Friday, or a set weekday. */
const LAST_FRIDAY = 'last-friday';
const SET_WEEKDAY = 'weekday';
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** Settings > Payday Settings (spec 01 §2, §4; issue 26: every pay frequency). */
export function PaydayPage() {
  const payday = trpc.payday.get.useQuery(undefined, { staleTime: 60_000 });

  useEffect(() => {
    if (payday.isError) notify.error('Error loading data', { description: 'There was a problem loading your payday settings.' });
  }, [payday.isError]);

  return (
    <SettingsShell title="Payday Settings" description="Tell us when you get paid, so your month runs from payday to payday.">
      {payday.isPending ? (
        <LoadingStatus className="py-0">Loading your payday...</LoadingStatus>
      ) : (
        // A load failure still leaves the form usable, starting from the default.
        <PaydayForm stored={payday.data ?? null} />
      )}
      <SalaryQuestion always />
    </SettingsShell>
  );
}

type Stored = {
  payDay: number | null;
  frequency: PayFrequency;
  anchor: string | null;
  weekdayOfMonth: { weekday: number; week: WeekOfMonth } | null;
  adjustment: PayDayAdjustment;
  region: UkRegion;
};

/** The monthly select's value: a day ('25', '31'), the last Friday, or a set weekday. */
function monthlyChoiceOf(stored: Stored | null): string {
  const wom = stored?.weekdayOfMonth;
  if (wom) return wom.weekday === 5 && wom.week === -1 ? LAST_FRIDAY : SET_WEEKDAY;
  return String(stored?.payDay ?? DEFAULT_DAY);
}

function PaydayForm({ stored }: { stored: Stored | null }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const setPayDay = trpc.payday.set.useMutation();
  const [frequency, setFrequency] = useState<PayFrequency>(stored?.frequency ?? 'monthly');
  const [monthly, setMonthly] = useState(monthlyChoiceOf(stored));
  const [weekday, setWeekday] = useState(stored?.weekdayOfMonth?.weekday ?? 5);
  const [week, setWeek] = useState<WeekOfMonth>(stored?.weekdayOfMonth?.week ?? 1);
  const [anchor, setAnchor] = useState(stored?.anchor ?? '');
  const [anchorError, setAnchorError] = useState<string | undefined>();
  const [adjustment, setAdjustment] = useState(stored?.adjustment ?? DEFAULT_PAY_DAY_ADJUSTMENT);
  const [region, setRegion] = useState(stored?.region ?? DEFAULT_UK_REGION);
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const changed = () => setSaved(false);

  const everyFewWeeks = frequency !== 'monthly';
  const lastWorkingDay = !everyFewWeeks && monthly === String(LAST_WORKING_DAY);
  const dayName = (day: number) => (day === LAST_WORKING_DAY ? 'last working day' : ordinal(day));

  /** The schedule as the server's schema takes it. */
  const schedule = (): SetPayDayInput => {
    if (everyFewWeeks) return { frequency, anchor };
    if (monthly === LAST_FRIDAY) return { frequency, weekdayOfMonth: { weekday: 5, week: -1 } };
    if (monthly === SET_WEEKDAY) return { frequency, weekdayOfMonth: { weekday, week } };
    return { frequency, payDay: Number(monthly) };
  };

  const save = async () => {
    if (everyFewWeeks && !isCalendarDay(anchor)) {
      setAnchorError(ANCHOR_MESSAGE);
      return;
    }
    try {
      const settings = await setPayDay.mutateAsync({ ...schedule(), adjustment, region });
      setSaved(true);
      utils.payday.get.setData(undefined, settings);
      if (settings.payDay !== null) {
        notify.success(`Payday updated to the ${dayName(settings.payDay)}!`, {
          description: `Your financial month will now start on the ${dayName(settings.payDay)} of each month.`,
        });
      } else {
        notify.success('Payday updated!', { description: `You are paid ${settings.description ?? ''}. Your figures now follow that pay cycle.` });
      }
      void discardPayCycleData(queryClient);
      redirect.current = setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_DELAY_MS);
    } catch (error) {
      if (appCodeOf(error) === 'UNAUTHENTICATED') {
        utils.auth.session.setData(undefined, null);
        await navigate({ to: '/auth' });
        return;
      }
      notify.error('Error updating payday', { description: 'There was a problem updating your payday settings.' });
    }
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="pay-frequency">How often you are paid</Label>
            <NativeSelect
              id="pay-frequency"
              value={frequency}
              onChange={(e) => {
                setFrequency(e.target.value as PayFrequency);
                changed();
              }}
              className="sm:max-w-xs"
            >
              {FREQUENCY_CHOICES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {everyFewWeeks ? (
            <div className="grid gap-2 sm:max-w-xs">
              <DateField
                id="pay-anchor"
                label="A recent payday"
                value={anchor}
                onChange={(day) => {
                  setAnchor(day);
                  setAnchorError(undefined);
                  changed();
                }}
                error={anchorError}
              />
            </div>
          ) : (
            <>
              <div className="grid gap-2">
                <Label htmlFor="payday">Your payday</Label>
                <NativeSelect
                  id="payday"
                  value={monthly}
                  onChange={(e) => {
                    setMonthly(e.target.value);
                    changed();
                  }}
                  aria-describedby="payday-explained"
                  className="sm:max-w-xs"
                >
                  {DAYS.map((day) => (
                    <option key={day} value={String(day)}>
                      {ordinal(day)} of each month
                    </option>
                  ))}
                  <option value={String(LAST_WORKING_DAY)}>Last working day of each month</option>
                  <option value={LAST_FRIDAY}>Last Friday of each month</option>
                  <option value={SET_WEEKDAY}>A set weekday, e.g. the second Tuesday</option>
                </NativeSelect>
              </div>
              {monthly === SET_WEEKDAY && (
                <div className="grid grid-cols-2 gap-3 sm:max-w-xs">
                  <div className="grid gap-2">
                    <Label htmlFor="payday-week">Which one</Label>
                    <NativeSelect
                      id="payday-week"
                      value={String(week)}
                      onChange={(e) => {
                        setWeek(Number(e.target.value) as WeekOfMonth);
                        changed();
                      }}
                    >
                      {WEEKS_OF_MONTH.map((w) => (
                        <option key={w} value={String(w)}>
                          {WEEK_OF_MONTH_WORDS[w][0]!.toUpperCase() + WEEK_OF_MONTH_WORDS[w].slice(1)}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor="payday-weekday">Weekday</Label>
                    <NativeSelect
                      id="payday-weekday"
                      value={String(weekday)}
                      onChange={(e) => {
                        setWeekday(Number(e.target.value));
                        changed();
                      }}
                    >
                      {WEEKDAYS.map((d) => (
                        <option key={d} value={String(d)}>
                          {WEEKDAY_NAMES[d]}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                </div>
              )}
            </>
          )}
          <PayDayAdjustmentChoices
            value={adjustment}
            disabled={lastWorkingDay}
            onChange={(next) => {
              setAdjustment(next);
              changed();
            }}
          />
          <div className="grid gap-2">
            <Label htmlFor="payday-region">Bank holidays</Label>
            <NativeSelect
              id="payday-region"
              value={region}
              onChange={(e) => {
                setRegion(e.target.value as UkRegion);
                changed();
              }}
              className="sm:max-w-xs"
            >
              {REGION_CHOICES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p id="payday-explained" className="text-sm text-muted-foreground">
            {explanation(frequency, monthly, { weekday, week })}
          </p>
          <div>
            <Button type="submit" disabled={setPayDay.isPending || saved}>
              {setPayDay.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** What the chosen schedule means for the figures, in plain words. */
function explanation(frequency: PayFrequency, monthly: string, wom: { weekday: number; week: WeekOfMonth }): string {
  if (frequency !== 'monthly') {
    const every = FREQUENCY_CHOICES.find((c) => c.value === frequency)!.label.toLowerCase();
    return `Your pay cycle starts on each payday, ${every} counted from the date above, and ends the day before the next. Spending, Money In and bills are counted over that pay cycle.`;
  }
  if (monthly === String(LAST_WORKING_DAY))
    return 'Your financial month starts on the last working day of each month and ends the day before your next payday.';
  if (monthly === LAST_FRIDAY) return 'Your financial month starts on the last Friday of each month and ends the day before your next payday.';
  if (monthly === SET_WEEKDAY)
    return `Your financial month starts on the ${WEEK_OF_MONTH_WORDS[wom.week]} ${WEEKDAY_NAMES[wom.weekday]} of each month and ends the day before your next payday.`;
  return `Your financial month starts on the ${ordinal(Number(monthly))} and ends the day before your next payday. Spending, Money In and bills are counted over that month.`;
}
