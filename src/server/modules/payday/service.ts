import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { effectivePayDay, type PayDayUse } from '../../../shared/pay-cycle';
import * as q from './queries';

/** The stored pay day: 1 to 28, 31 for the last weekday (chosen at onboarding), or null if never chosen. */
export async function getPayDay(deps: Deps, userId: string): Promise<{ payDay: number | null }> {
  const payDay = await q.payDayOf(deps.db, userId);
  if (payDay === undefined) throw new AppError('NOT_FOUND', 'Profile not found.');
  return { payDay };
}

/** The user's own pay day for this screen; the screen's default only while they have none. */
export async function payDayFor(deps: Deps, userId: string, use: PayDayUse): Promise<number> {
  return effectivePayDay(await q.payDayOf(deps.db, userId), use);
}

/**
 * A new pay day moves every pay cycle, so the user's open pages are told to drop what they
 * computed from the old one (the spec's payday-change channel).
 */
export async function setPayDay(deps: Deps, userId: string, payDay: number): Promise<{ payDay: number }> {
  if (!(await q.updatePayDay(deps.db, userId, payDay))) throw new AppError('NOT_FOUND', 'Profile not found.');
  await deps.events.publish({ userId, topics: ['payday'] });
  return { payDay };
}
