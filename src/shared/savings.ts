/**
 * Last month's savings balance (spec 02 §9): today's savings total minus what was spent
 * last month (its absolute value), never below 0. With no spending total on record it is 90%
 * of today's total, rounded to the nearest penny (halves up), also never below 0.
 */
export function lastMonthSavingsBalance(currentSavingsTotalPence: number, lastMonthSpendingTotalPence: number | null): number {
  if (lastMonthSpendingTotalPence === null) {
    if (currentSavingsTotalPence <= 0) return 0;
    // Integer arithmetic: 0.9 * pence in floating point can land a hair under a half penny.
    return Math.floor((currentSavingsTotalPence * 9 + 5) / 10);
  }
  return Math.max(0, currentSavingsTotalPence - Math.abs(lastMonthSpendingTotalPence));
}
