import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { ordinal } from '../../../shared/format';
import { LAST_WEEKDAY } from '../../../shared/pay-cycle';
import { PAY_DAY_MAX, PAY_DAY_MIN } from '../../../shared/schemas/payday';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
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
        <PaydayForm stored={payday.data?.payDay ?? null} />
      )}
    </SettingsShell>
  );
}

function PaydayForm({ stored }: { stored: number | null }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const setPayDay = trpc.payday.set.useMutation();
  const [choice, setChoice] = useState(stored ?? DEFAULT_DAY);
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // The last weekday can only be chosen at onboarding: it is kept until the user picks a day.
  const lastWeekday = choice === LAST_WEEKDAY;

  const save = async () => {
    try {
      const { payDay } = await setPayDay.mutateAsync({ payDay: choice });
      setSaved(true);
      utils.payday.get.setData(undefined, { payDay });
      notify.success(`Payday updated to the ${ordinal(payDay)}!`, {
        description: `Your financial month will now start on the ${ordinal(payDay)} of each month.`,
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
            <select
              id="payday"
              value={choice}
              onChange={(e) => setChoice(Number(e.target.value))}
              aria-describedby="payday-explained"
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:max-w-xs md:text-sm"
            >
              {stored === LAST_WEEKDAY && <option value={LAST_WEEKDAY}>Last weekday of each month</option>}
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {ordinal(day)} of each month
                </option>
              ))}
            </select>
          </div>
          <p id="payday-explained" className="text-sm text-muted-foreground">
            {lastWeekday
              ? 'Your financial month starts on the last weekday of each month and ends the day before your next payday. To change it, choose a day and save.'
              : `Your financial month starts on the ${ordinal(choice)} and ends the day before your next payday. Spending, Money In and bills are counted over that month.`}
          </p>
          <div>
            <Button type="submit" disabled={setPayDay.isPending || saved || lastWeekday}>
              {setPayDay.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
