import { notify } from '../../components/notify';
import { GOALS, type Goal } from '../../../shared/onboarding';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { trpc } from '../../lib/trpc';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingData } from './onboarding-data';
import { AbortStep, useOnboardingNav } from './use-onboarding-nav';

const LABELS: Record<Goal, { title: string; detail: string }> = {
  'stop-overspending': { title: 'Stop overspending', detail: 'See what I spend today, this week and this month.' },
  'know-whats-left': { title: "Know what's left", detail: 'Know what is left after bills until payday.' },
  'build-savings': { title: 'Build my savings', detail: 'Put money aside and watch it grow.' },
  'understand-money': { title: 'Understand my money', detail: 'Finally see where my money goes.' },
};

export function GoalsStep() {
  const nav = useOnboardingNav('goals');
  const [data, update] = useOnboardingData();
  const save = trpc.onboarding.saveGoals.useMutation();
  const toggle = (goal: Goal, on: boolean) => update({ goals: on ? [...new Set([...data.goals, goal])] : data.goals.filter((g) => g !== goal) });

  const saveGoals = async () => {
    try {
      await save.mutateAsync({ goals: data.goals as Goal[] });
    } catch {
      notify.error('Failed to save your goals. Please try again.');
      throw new AbortStep();
    }
  };

  return (
    <OnboardingShell page="goals" onBack={() => void nav.back()} title="What would you like to do?">
      <p className="mb-4 text-muted-foreground">Choose one or more.</p>
      <div className="mb-8 grid gap-3">
        {GOALS.map((goal) => (
          <label
            key={goal}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-4 has-[button[data-state=checked]]:border-primary"
          >
            <Checkbox checked={data.goals.includes(goal)} onCheckedChange={(v) => toggle(goal, v === true)} aria-label={LABELS[goal].title} />
            <span>
              <span className="block font-medium">{LABELS[goal].title}</span>
              <span className="block text-sm text-muted-foreground">{LABELS[goal].detail}</span>
            </span>
          </label>
        ))}
      </div>
      <Button size="lg" disabled={data.goals.length === 0 || nav.saving || save.isPending} onClick={() => void nav.next(saveGoals)}>
        Continue
      </Button>
    </OnboardingShell>
  );
}
