import type { z } from 'zod';
import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { allStepsRecorded, canOpenPage, type Goal, type OnboardingStep } from '../../../shared/onboarding';
import type { completeOnboardingInput } from '../../../shared/schemas/onboarding';
import * as bills from '../bills/service';
import { DEFAULT_UK_REGION } from '../../../shared/pay-days/uk-bank-holidays';
import { DEFAULT_PAY_DAY_ADJUSTMENT, storedColumnsOf } from '../../../shared/pay-days/pay-day-rule';
import * as payday from '../payday/service';
import * as q from './queries';

const ALREADY_COMPLETE = 'Your account is already set up.';

export async function onboardingState(deps: Deps, userId: string) {
  const [steps, goals, onboardingCompleted, payDay] = await Promise.all([
    q.recordedSteps(deps.db, userId),
    q.goalsOf(deps.db, userId),
    q.onboardingCompletedOf(deps.db, userId),
    payday.payDayOf(deps.db, userId),
  ]);
  return { steps, goals, payDay: payDay ?? null, onboardingCompleted };
}

/** The goals step saves its choices first (all at once: the old set is replaced). */
export async function saveGoals(deps: Deps, userId: string, goals: Goal[]) {
  await withTransaction(deps.db, (trx) => q.replaceGoals(trx, userId, [...new Set(goals)]));
}

/** Records a step, only in order: the step before it must be recorded already. */
export async function recordStep(deps: Deps, userId: string, step: OnboardingStep) {
  const recorded = await q.recordedSteps(deps.db, userId);
  if (!canOpenPage(step, recorded)) throw new AppError('INVALID_INPUT', 'Please finish the previous step first.');
  if (step === 'goals' && (await q.goalsOf(deps.db, userId)).length === 0) throw new AppError('INVALID_INPUT', 'Please choose at least one goal');
  await q.recordStep(deps.db, userId, step);
  return { steps: [...new Set([...recorded, step])] };
}

/**
 * Completion: profile marked complete, the pay day saved, the major bill added (category
 * 'Major Bill', type 'expense'), all in one transaction. Only once all six steps are recorded,
 * and only once.
 */
export async function completeOnboarding(deps: Deps, userId: string, input: z.output<typeof completeOnboardingInput>) {
  await withTransaction(deps.db, async (trx) => {
    // Once only: a second run would add another bill and move the pay day behind the settings' back.
    if (await q.onboardingCompletedOf(trx, userId, { lock: true })) throw new AppError('INVALID_INPUT', ALREADY_COMPLETE);
    if (!allStepsRecorded(await q.recordedSteps(trx, userId))) throw new AppError('INVALID_INPUT', 'Please finish every step first.');
    await q.markOnboardingCompleted(trx, userId);
    if (input.payEvery && input.payAnchor) {
      // Pay every one, two or four weeks from a recent payday (issue 26).
      const rule = {
        frequency: input.payEvery,
        anchor: input.payAnchor,
        adjustment: input.payDayAdjustment ?? DEFAULT_PAY_DAY_ADJUSTMENT,
        region: DEFAULT_UK_REGION,
      };
      await payday.updatePaySchedule(trx, userId, storedColumnsOf(rule));
    } else if (input.payDay != null) {
      const rule = input.payDayAdjustment ? { adjustment: input.payDayAdjustment, region: DEFAULT_UK_REGION } : undefined;
      await payday.updatePayDay(trx, userId, input.payDay, rule);
    }
    if (input.selectedPlan) await q.saveSelectedPlan(trx, userId, input.selectedPlan);
    if (input.majorBill) {
      const bill = { name: input.majorBill.name, amountPence: input.majorBill.amount, dueDate: input.majorBill.dueDate ?? null };
      await bills.insertBill(trx, userId, { ...bill, category: 'Major Bill', type: 'expense', customCategory: null }, deps.clock());
    }
  });
  // The bank step may have found bills already: the new pay day moves the paid check's cycle,
  // and the major bill may be one of them (asked once, counted once).
  await bills.afterOnboardingBills(deps, userId);
  return { onboardingCompleted: true as const };
}
