import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// Budgets (issue 26) on the sandbox bank. The e2e server's today is Tuesday 10 March 2026;
// pay day 25, so this pay cycle runs Wednesday 25 February to Tuesday 24 March (28 days),
// and from today (10 March) to its end, today included, there are 15 days.

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const budgetCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Your budgets' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

test('set a budget, see its pace, and an over budget in red; Home shows it at risk', { tag: '@phone' }, async ({ page }, testInfo) => {
  await onboardedUser(page, 'budgets', { payDay: 25 });
  await page.goto('/bills?tab=budgets');
  await expect(page.getByRole('tab', { name: 'Budgets' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('This pay cycle: 25 Feb – 24 Mar')).toBeVisible();
  await expect(page.getByText(/^No budgets yet/)).toBeVisible();

  // A generous budget for eating out: on track, with 15 days left.
  const form = page.getByRole('form', { name: 'Set a budget' });
  await form.getByLabel('Category').selectOption({ label: 'Eating out and takeaways' });
  await form.getByLabel('Limit each pay cycle (£)').fill('5000');
  await form.getByRole('button', { name: 'Set budget' }).click();
  const eating = budgetCard(page, 'Eating out and takeaways');
  await expect(eating.getByText(/^£[\d,]+\.\d{2} left for 15 days: on track$/)).toBeVisible();

  // £1 for groceries, which the sandbox's shopping passes: over, in red, by how much.
  await form.getByLabel('Category').selectOption({ label: 'Groceries' });
  await form.getByLabel('Limit each pay cycle (£)').fill('1');
  await form.getByLabel('At the end of each pay cycle').selectOption({ label: 'Carry an overspend forward' });
  await form.getByRole('button', { name: 'Set budget' }).click();
  const groceries = budgetCard(page, 'Groceries');
  const over = groceries.getByText(/^£[\d,]+\.\d{2} over$/);
  await expect(over).toBeVisible();
  await expect(over).toHaveClass(/text-red-700/);
  await expect(groceries.getByText(/An overspend comes off the next pay cycle/)).toBeVisible();

  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: testInfo.outputPath('budgets.png'), fullPage: true });

  // A wrong amount says what to type.
  await form.getByLabel('Limit each pay cycle (£)').fill('lots');
  await form.getByRole('button', { name: 'Set budget' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter an amount in pounds, like 250 or 12.50');

  // Home: groceries is at risk.
  await page.goto('/dashboard');
  const atRisk = page.getByRole('list', { name: 'Budgets at risk' });
  await expect(atRisk.getByText('Groceries')).toBeVisible();
  await expect(atRisk.getByText(/^£[\d,]+\.\d{2} over$/)).toBeVisible();
  await expect(atRisk.getByText('Eating out and takeaways')).toHaveCount(0);
  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
});

test('the goals chosen at onboarding lead somewhere on Home', { tag: '@phone' }, async ({ page }, testInfo) => {
  const { api } = await onboardedUser(page, 'budget-goals', { payDay: 25 });
  await api.trpc.onboarding.saveGoals.mutate({ goals: ['stop-overspending', 'build-savings', 'know-whats-left'] });
  await page.goto('/dashboard');
  const goals = page.getByRole('region', { name: 'Your goals' });
  await expect(goals.getByRole('heading', { name: 'Stop overspending' })).toBeVisible();
  await expect(goals.getByRole('link', { name: 'See what is left' })).toHaveAttribute('href', '/bills?tab=balance');

  // Build my savings: a target without a date shows the progress from the savings accounts.
  await goals.getByLabel('Target (£)').fill('1000000');
  await goals.getByRole('button', { name: 'Save goal' }).click();
  await expect(goals.getByText(/saved of £1,000,000\.00$/)).toBeVisible();
  await expect(goals.getByText(/to go\. Add a date to see what to put aside each pay cycle\.$/)).toBeVisible();

  // Stop overspending: the sandbox's months of card payments give Suggest something to go on;
  // one button applies it, and the card then leads to the budgets.
  await goals.getByRole('button', { name: 'Suggest my budgets' }).click();
  await expect(goals.getByRole('link', { name: 'See your budgets' })).toHaveAttribute('href', '/bills?tab=budgets');
  await expectNoSideScroll(page);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: testInfo.outputPath('goals.png'), fullPage: true });

  // A date, typed the UK way whatever the browser's language, gives what to put aside each pay cycle.
  await page.goto('/bills?tab=budgets');
  await page.getByRole('button', { name: 'Change goal' }).click();
  await page.getByLabel('By (optional)').fill('31/12/2027');
  await page.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText(/^Put aside £[\d,]+\.\d{2} each pay cycle \(\d+ pay cycles left\)/)).toBeVisible();
});
