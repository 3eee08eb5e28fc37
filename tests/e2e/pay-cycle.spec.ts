import { expect, test, type Locator, type Page } from './support/test';
import { onboardedUser, penceOf } from './support/money-fixtures';

// Today is Tuesday 10 March 2026; pay day 25 and the sandbox bank, which pays on the 25th (or
// the working day before). This pay month began on Wednesday 25 February; the next pay day is
// Wednesday 25 March, 15 days away.

const amountIn = async (cell: Locator) => penceOf((await cell.textContent())!);
/** One of the Home page's four figure cards, by its title. */
const statCard = (page: Page, title: string) => page.getByRole('heading', { name: title, exact: true, level: 3 }).locator('..');

test('Home: left to spend until payday adds up, the cycle range shows, the salary question is asked once', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'left-to-spend', { payDay: 25 });
  await page.goto('/dashboard');

  const question = page.getByRole('heading', { name: /^Your pay from .+ lands around the 25th$/ });
  await expect(question).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: "Yes, that's my pay" }).click();
  await expect(question).toHaveCount(0);

  // Money In, My Bills and Payday each show the pay cycle they are for.
  for (const title of ['Money In', 'My Bills', 'Payday']) {
    await expect(statCard(page, title).getByText('This month: since 25 Feb')).toBeVisible({ timeout: 15_000 });
  }
  await expect(statCard(page, 'Balance').getByText(/This month/)).toHaveCount(0);
  const card = page.getByRole('heading', { name: 'Left to spend until payday', level: 3 }).locator('..');
  await expect(card.getByText('15 days to payday')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('(25 Mar)')).toBeVisible();
  // The figure is the current accounts less each bill listed under it.
  const breakdown = card.getByRole('definition');
  const lines = await breakdown.count();
  const current = await amountIn(breakdown.first());
  let bills = 0;
  for (let i = 1; i < lines; i++) {
    const text = (await breakdown.nth(i).textContent()) ?? '';
    if (text !== '') bills += -penceOf(text);
  }
  const left = penceOf(
    (await card
      .getByText(/^-?£[\d,]+\.\d{2}$/)
      .first()
      .textContent())!,
  );
  expect(left).toBe(current - bills);
  if (left > 0) await expect(card.getByText(/about £[\d,]+\.\d{2} a day/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Answered once: not asked again.
  await page.reload();
  await expect(statCard(page, 'Money In').getByText('This month: since 25 Feb')).toBeVisible();
  await expect(question).toHaveCount(0);
});

test('"This month" is the pay cycle on the spending card and the Transactions tab; Payday Settings keeps the weekend rule', async ({ page }) => {
  await onboardedUser(page, 'cycle-range', { payDay: 25 });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Spending Overview' }).click();
  const month = page.getByRole('link', { name: /What you've spent this month/ });
  await expect(month).toContainText('since 25 Feb');
  await expect(month).toHaveAttribute('href', '/transactions?tab=custom&from=2026-02-25&to=2026-03-10');

  await page.goto('/transactions?tab=month');
  await expect(page.getByText('Your pay month, since 25 Feb')).toBeVisible();

  await page.goto('/settings/payday');
  await expect(page.getByLabel(/The working day before/)).toBeChecked();
  await page.getByLabel(/The next working day/).check();
  await page.getByLabel('Bank holidays').selectOption({ label: 'Scotland' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payday updated to the 25th!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  await page.goto('/settings/payday');
  await expect(page.getByLabel(/The next working day/)).toBeChecked();
  await expect(page.getByLabel('Bank holidays')).toHaveValue('scotland');
  await expect(page.getByLabel('Your payday').locator('option', { hasText: 'Last working day of each month' })).toHaveCount(1);
});
