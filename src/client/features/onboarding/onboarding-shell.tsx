import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { progressOf, stepLabel, type OnboardingPage } from '../../../shared/onboarding';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';

/** The frame of every onboarding page: logo (to / as from onboarding), progress, Back. */
export function OnboardingShell({ page, onBack, title, children }: { page: OnboardingPage; onBack?: () => void; title: string; children: ReactNode }) {
  const progress = progressOf(page);
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-2xl flex-col px-4 py-6">
      <header className="mb-6 flex items-center justify-between gap-4">
        <Logo state={{ fromOnboarding: true }} />
        <span className="text-sm text-muted-foreground">{stepLabel(page)}</span>
      </header>
      <div
        className="mb-8 h-2 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      {onBack && (
        <Button variant="ghost" className="-ml-3 mb-2 self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
      )}
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
      {children}
    </main>
  );
}
