import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { PayDayAdjustmentChoices } from '../../components/pay-day-adjustment-choices';
import { ordinal } from '../../../shared/format';
import { DEFAULT_PAY_DAY_ADJUSTMENT, type PayDayAdjustment } from '../../../shared/pay-days/pay-day-rule';
import { REGION_CHOICES } from '../../../shared/pay-days/pay-day-copy';
import { DEFAULT_UK_REGION, type UkRegion } from '../../../shared/pay-days/uk-bank-holidays';
import { LAST_WORKING_DAY, PAY_DAY_MAX, PAY_DAY_MIN } from '../../../shared/schemas/payday';
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

/** Settings > Payday Settings (spec 01 §2, §4). */
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
        <PaydayForm
          stored={payday.data?.payDay ?? null}
          storedAdjustment={payday.data?.adjustment ?? DEFAULT_PAY_DAY_ADJUSTMENT}
          storedRegion={payday.data?.region ?? DEFAULT_UK_REGION}
        />
      )}
      <SalaryQuestion always />
    </SettingsShell>
  );
}

function PaydayForm({ stored, storedAdjustment, storedRegion }: { stored: number | null; storedAdjustment: PayDayAdjustment; storedRegion: UkRegion }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const setPayDay = trpc.payday.set.useMutation();
  const [choice, setChoice] = useState(stored ?? DEFAULT_DAY);
  const [adjustment, setAdjustment] = useState(storedAdjustment);
  const [region, setRegion] = useState(storedRegion);
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const lastWorkingDay = choice === LAST_WORKING_DAY;
  const dayName = (day: number) => (day === LAST_WORKING_DAY ? 'last working day' : ordinal(day));

  const save = async () => {
    try {
      const settings = await setPayDay.mutateAsync({ payDay: choice, adjustment, region });
      const payDay = settings.payDay ?? choice;
      setSaved(true);
      utils.payday.get.setData(undefined, settings);
      notify.success(`Payday updated to the ${dayName(payDay)}!`, {
        description: `Your financial month will now start on the ${dayName(payDay)} of each month.`,
      });
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
            <Label htmlFor="payday">Your payday</Label>
            <NativeSelect
              id="payday"
              value={choice}
              onChange={(e) => {
                setChoice(Number(e.target.value));
                setSaved(false);
              }}
              aria-describedby="payday-explained"
              className="sm:max-w-xs"
            >
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {ordinal(day)} of each month
                </option>
              ))}
              <option value={LAST_WORKING_DAY}>Last working day of each month</option>
            </NativeSelect>
          </div>
          <PayDayAdjustmentChoices
            value={adjustment}
            disabled={lastWorkingDay}
            onChange={(next) => {
              setAdjustment(next);
              setSaved(false);
            }}
          />
          <div className="grid gap-2">
            <Label htmlFor="payday-region">Bank holidays</Label>
            <NativeSelect
              id="payday-region"
              value={region}
              onChange={(e) => {
                setRegion(e.target.value as UkRegion);
                setSaved(false);
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
            {lastWorkingDay
              ? 'Your financial month starts on the last working day of each month and ends the day before your next payday.'
              : `Your financial month starts on the ${ordinal(choice)} and ends the day before your next payday. Spending, Money In and bills are counted over that month.`}
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
