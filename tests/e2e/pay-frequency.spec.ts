import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// Issue 26, items 1 and 2: choosing pay every four weeks in Payday Settings, at 1280 px and
// (tagged @phone) 375 px. Today is Tuesday 10 March 2026. Paid every 4 weeks from Friday 6
// March: the next payday, 6 Mar + 28 days, is Friday 3 April, Good Friday, so Thursday 2 April,
// and the cycle runs 6 Mar to 1 Apr. (The sandbox's monthly salary of 25 February is more than
// a week before 6 March, so it does not start the cycle early.)

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

test('Payday Settings: pay every 4 weeks from a recent payday; Money In follows it and shows the tax year', { tag: '@phone' }, async ({ page }, info) => {
  await onboardedUser(page, 'four-weekly', { payDay: 25 });
  await page.goto('/settings/payday');

  const frequency = page.getByLabel('How often you are paid');
  await expect(frequency).toHaveValue('monthly');
  await expect(page.getByLabel('Your payday')).toHaveValue('25');
  await frequency.selectOption({ label: 'Every 4 weeks' });
  // A monthly day no longer applies: the form asks for a payday to count from.
  await expect(page.getByLabel('Your payday')).toHaveCount(0);
  const anchor = page.getByLabel('A recent payday');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter the date of a recent payday')).toBeVisible();
  await anchor.fill('06/03/2026');
  await anchor.blur();
  await expect(page.getByText(/Your pay cycle starts on each payday, every 4 weeks counted from the date above/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: info.outputPath('payday-four-weekly.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payday updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });

  await page.goto('/settings/payday');
  await expect(page.getByLabel('How often you are paid')).toHaveValue('four-weekly');
  await expect(page.getByLabel('A recent payday')).toHaveValue('06/03/2026');

  // Money In's first card is this pay cycle, not a month.
  await page.goto('/money');
  await expect(page.getByText('Pay period 6 Mar – 1 Apr')).toBeVisible();
  await expect(page.getByRole('heading', { name: "This pay cycle's income" })).toBeVisible();
  await expect(page.getByText('Your pay period starts on your pay day, every 4 weeks, on Fridays.')).toBeVisible();

  // The yearly tab: the calendar year, or the tax year (6 April 2025 to 5 April 2026).
  await page.getByRole('tab', { name: 'Yearly Income' }).click();
  await expect(page.getByRole('heading', { name: 'Pay cycles this year' })).toBeVisible();
  await page.getByRole('button', { name: 'Tax year' }).click();
  await expect(page.getByRole('button', { name: 'Tax year' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Pay cycles this tax year' })).toBeVisible();
  await expect(page.getByText('6 April 2025 to today (tax year 2025-26)')).toBeVisible();
  // The cycles paid from 6 April 2025 (every 28 days back from 6 March), the newest the next one.
  const cycles = page.getByRole('region', { name: 'Pay cycles this tax year' }).getByRole('heading', { level: 3 });
  await expect(cycles.first()).toHaveText('2 Apr – 30 Apr');
  await expect(cycles.nth(1)).toHaveText('6 Mar – 1 Apr');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: info.outputPath('money-in-tax-year.png'), fullPage: true });
});
