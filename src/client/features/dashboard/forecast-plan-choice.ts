// Whether the payday forecast uses what is left in the person's budgets instead of their past
// spending (issue 26 item 5): kept on this device, as a way of looking rather than a setting of
// the account. Home's first load reads it too, to start the very forecast the card asks for.

const PLAN_CHOICE_KEY = 'plainsight.forecast.plan';

export function readPlanChoice(): boolean {
  try {
    return window.localStorage.getItem(PLAN_CHOICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writePlanChoice(on: boolean): void {
  try {
    window.localStorage.setItem(PLAN_CHOICE_KEY, on ? '1' : '0');
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

/** forecast.toPayday's input for the choice (the query key the card and the prefetch share). */
export const forecastInput = (usePlan: boolean) => (usePlan ? ({ spending: 'plan' } as const) : {});
