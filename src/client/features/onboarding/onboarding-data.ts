import { useCallback, useState } from 'react';
import type { PayDayAdjustment, WeeklyFrequency } from '../../../shared/pay-days/pay-day-rule';
import type { PlanId } from '../../../shared/schemas/auth';

/** What onboarding keeps in the browser until completion (spec 01 §3), key onboarding_data. */
export type OnboardingData = {
  payDay: number | 'last-weekday' | null;
  /** Unset until chosen: the server then keeps its default, the working day before. */
  payDayAdjustment?: PayDayAdjustment;
  /** Pay every one, two or four weeks, counted from `payAnchor` (a recent payday); unset for monthly pay (issue 26). */
  payEvery?: WeeklyFrequency | undefined;
  payAnchor?: string | undefined;
  majorBill: { name: string; amount: string; dueDate: string | null } | null;
  goals: string[];
  profilePicture: string | null;
  bankConnected: boolean;
  selectedPlan: PlanId | null;
};

const KEY = 'onboarding_data';
const EMPTY: OnboardingData = { payDay: null, majorBill: null, goals: [], profilePicture: null, bankConnected: false, selectedPlan: null };

export function loadOnboardingData(): OnboardingData {
  try {
    return { ...EMPTY, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<OnboardingData>) };
  } catch {
    return EMPTY;
  }
}

export const clearOnboardingData = () => localStorage.removeItem(KEY);

/** The saved data, restored on load and written back on every change. */
export function useOnboardingData() {
  const [data, setData] = useState(loadOnboardingData);
  const update = useCallback((change: Partial<OnboardingData>) => {
    setData((previous) => {
      const next = { ...previous, ...change };
      localStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [data, update] as const;
}

/** The pay day as the server stores it: 31 stands for the last weekday. */
export const payDayForServer = (payDay: OnboardingData['payDay']) => (payDay === 'last-weekday' ? 31 : payDay);
