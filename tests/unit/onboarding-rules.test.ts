import { describe, expect, it } from 'vitest';
import { allStepsRecorded, canOpenPage, nextPage, previousPage, progressOf, stepLabel } from '../../src/shared/onboarding';

describe('the step guard', () => {
  it('always opens welcome', () => {
    expect(canOpenPage('welcome', [])).toBe(true);
  });

  it('opens a step only when the one before it is recorded', () => {
    expect(canOpenPage('payday', [])).toBe(false);
    expect(canOpenPage('payday', ['welcome'])).toBe(true);
    expect(canOpenPage('goals', ['welcome'])).toBe(false);
    expect(canOpenPage('connect-bank', ['welcome', 'payday', 'goals'])).toBe(true);
    expect(canOpenPage('complete', ['welcome', 'payday', 'goals', 'connect-bank', 'profile-pic'])).toBe(false);
    expect(canOpenPage('complete', ['paywall'])).toBe(true);
  });

  it('refuses unknown pages', () => {
    expect(canOpenPage('dashboard', ['welcome'])).toBe(false);
    expect(canOpenPage('', [])).toBe(false);
  });

  it('is complete only with all six steps', () => {
    expect(allStepsRecorded(['welcome', 'payday', 'goals', 'connect-bank', 'profile-pic'])).toBe(false);
    expect(allStepsRecorded(['paywall', 'welcome', 'payday', 'goals', 'connect-bank', 'profile-pic'])).toBe(true);
  });
});

describe('progress', () => {
  it.each([
    ['welcome', 17, 'Step 1 of 6'],
    ['payday', 33, 'Step 2 of 6'],
    ['goals', 50, 'Step 3 of 6'],
    ['connect-bank', 67, 'Step 4 of 6'],
    ['profile-pic', 83, 'Step 5 of 6'],
    ['paywall', 100, 'Step 6 of 6'],
    ['complete', 100, 'All done'],
  ] as const)('%s is %i%%, %s', (page, percent, label) => {
    expect(progressOf(page)).toBe(percent);
    expect(stepLabel(page)).toBe(label);
  });

  it('moves forward and back through the pages', () => {
    expect(nextPage('paywall')).toBe('complete');
    expect(nextPage('complete')).toBeNull();
    expect(previousPage('welcome')).toBeNull();
    expect(previousPage('payday')).toBe('welcome');
  });
});
