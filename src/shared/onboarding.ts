// Onboarding rules (spec 01 §2 and §4): the steps, which step may open, the progress.

export const ONBOARDING_STEPS = ['welcome', 'payday', 'goals', 'connect-bank', 'profile-pic', 'paywall'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** 'complete' is a page, never a recorded step. */
export type OnboardingPage = OnboardingStep | 'complete';

export const GOALS = ['stop-overspending', 'know-whats-left', 'build-savings', 'understand-money'] as const;
export type Goal = (typeof GOALS)[number];

const PAGES: readonly OnboardingPage[] = [...ONBOARDING_STEPS, 'complete'];

const isOnboardingPage = (value: string): value is OnboardingPage => (PAGES as readonly string[]).includes(value);

/** Welcome is always open; any other page only once the step before it is recorded. */
export function canOpenPage(page: string, recorded: readonly string[]): boolean {
  if (!isOnboardingPage(page)) return false;
  const index = PAGES.indexOf(page);
  return index === 0 || recorded.includes(PAGES[index - 1]!);
}

/** Complete only when all six steps are recorded. */
export const allStepsRecorded = (recorded: readonly string[]) => ONBOARDING_STEPS.every((s) => recorded.includes(s));

/** Progress in percent: (position among the six steps + 1) / 6, rounded. */
export function progressOf(page: OnboardingPage): number {
  const index = Math.min(PAGES.indexOf(page), ONBOARDING_STEPS.length - 1);
  return Math.round(((index + 1) / ONBOARDING_STEPS.length) * 100);
}

/**
 * The step's place among the six steps, 1 to 6; null on the page after them ('complete'). The
 * spec's 'Step n of 5' (n = ceil(progress / 20)) showed "Step 5 of 5" on three screens in a row
 * (issue 22, item 10): each step now has its own number.
 */
function stepNumberOf(page: OnboardingPage): number | null {
  const index = ONBOARDING_STEPS.indexOf(page as OnboardingStep);
  return index === -1 ? null : index + 1;
}

/** 'Step 3 of 6', or 'All done' after the last step. */
export function stepLabel(page: OnboardingPage): string {
  const step = stepNumberOf(page);
  return step === null ? 'All done' : `Step ${step} of ${ONBOARDING_STEPS.length}`;
}

export const nextPage = (page: OnboardingPage): OnboardingPage | null => PAGES[PAGES.indexOf(page) + 1] ?? null;
export const previousPage = (page: OnboardingPage): OnboardingPage | null => PAGES[PAGES.indexOf(page) - 1] ?? null;
