import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// Issue 14 on the sandbox bank. The e2e server's today is Tuesday 10 March 2026; pay day 25,
// so the current pay cycle began on 25 February.

const rowsOf = (page: Page) => page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');

test('Spending by category: chart and list, a category opens its transactions, filters in the URL', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'cat-chart', { payDay: 25 });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Spending Overview' }).click();

  await expect(page.getByRole('heading', { name: 'Spending by category since 25 Feb' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('category-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('trend-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('balance-chart').locator('.recharts-line').first()).toBeVisible();
  // The text alternative: every category with its amount, each a link to its transactions.
  const list = page.getByRole('list', { name: 'Spending by category' });
  const groceries = list.getByRole('link', { name: /^Groceries £[\d,]+\.\d{2}/ });
  await expect(groceries).toBeVisible();
  await expect(page.getByRole('table', { name: 'Spending per pay cycle, oldest first' }).getByRole('row')).toHaveCount(7);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);

  await groceries.click();
  await expect(page).toHaveURL(/\/transactions\?tab=custom&from=2026-02-25&to=2026-03-10&category=groceries$/);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('groceries');
  const rows = rowsOf(page);
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  for (const text of await rows.allTextContents()) expect(text).toContain('Groceries');

  // The account filter joins it in the URL; choosing All categories takes the category out.
  const account = page.getByLabel('Account', { exact: true });
  const firstAccount = (await account.locator('option').nth(1).getAttribute('value'))!;
  await account.selectOption(firstAccount);
  await expect(page).toHaveURL(new RegExp(`category=groceries&account=${firstAccount}$`));
  await page.getByLabel('Category', { exact: true }).selectOption('');
  await expect(page).toHaveURL(new RegExp(`/transactions\\?tab=custom&from=2026-02-25&to=2026-03-10&account=${firstAccount}$`));
  await expect(rows.first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('A row opens its detail sheet; changing the category asks "All from ...?" and yes sorts the others too', async ({ page }) => {
  await onboardedUser(page, 'cat-sheet', { payDay: 25 });
  await page.goto('/transactions?category=groceries');
  const rows = rowsOf(page);
  await expect(rows.nth(1)).toBeVisible({ timeout: 15_000 });
  const merchant = (await rows.first().locator('span.truncate').first().textContent())!.trim();

  await rows.first().getByRole('button').focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/^(Pending|Booked)$/)).toBeVisible();
  await expect(sheet.getByText(/^\d{1,2} \w+ 20\d\d$/)).toBeVisible();
  await expect(sheet.getByLabel('Category')).toHaveValue('groceries');
  await expectNoSeriousA11yIssues(page);

  await sheet.getByLabel('Category').selectOption({ label: 'Eating out and takeaways' });
  const ask = page.getByRole('alertdialog', { name: `All from ${merchant}?` });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: `Yes, all from ${merchant}` }).click();
  await expect(page.getByText(`Everything from ${merchant} is now in this category`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  // The rule is in Settings, and the merchant's rows left the groceries list.
  await page.goto('/settings/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories and Rules' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rules' }).getByText(merchant, { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.goto('/transactions?category=eating-out');
  await expect(rows.filter({ hasText: merchant }).first()).toBeVisible({ timeout: 15_000 });
});
