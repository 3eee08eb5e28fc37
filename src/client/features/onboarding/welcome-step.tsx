import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingNav } from './use-onboarding-nav';

const benefits = [
  'See every bank account in one place',
  'Know what is left after your bills until payday',
  'Bills and direct debits found for you',
  'Spending today, this week and this month',
  'Watch big bills like car finance go down',
  'Read-only: nobody can move your money',
];

export function WelcomeStep() {
  const nav = useOnboardingNav('welcome');
  return (
    <OnboardingShell page="welcome" title="Welcome to Plain Sight">
      <p className="mb-6 text-muted-foreground">A few quick questions and your money will be in plain sight.</p>
      <ul className="mb-8 grid gap-3">
        {benefits.map((b) => (
          <li key={b} className="flex items-start gap-3">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      <Button size="lg" disabled={nav.saving} onClick={() => void nav.next()}>
        Let's get started
      </Button>
    </OnboardingShell>
  );
}
