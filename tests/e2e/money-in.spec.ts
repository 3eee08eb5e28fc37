import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser, penceOf } from './support/money-fixtures';

// The e2e server's today is Tuesday 10 March 2026; the sandbox pays the salary on the 25th
// (25 Feb 2026 is a Wednesday). With pay day 25 the current pay period is 25 Feb - 24 Mar.

const AMOUNT = /^\+?£[\d,]+\.\d{2}$/;

/** The amount shown on the figure card titled `title`. */
async function figure(page: Page, title: string) {
  const card = page.getByRole('heading', { name: title, exact: true }).locator('..');
  const value = card.getByText(AMOUNT);
  await expect(value).toBeVisible({ timeout: 15_000 });
  return penceOf((await value.textContent())!);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("Money In: overview over the pay period from the user's pay day, monthly and yearly tabs", { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'money-in', { payDay: 25 });
  await page.goto('/money');
  await expect(page.getByRole('heading', { name: 'Money In', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Money In sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Overview', 'Monthly Income', 'Yearly Income', 'Other Income']);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  // Overview: the pay period starts on the user's pay day (25), not the default 28.
  await expect(page.getByText('Pay period 25 Feb – 24 Mar')).toBeVisible();
  await expect(page.getByText('Your pay period starts on your pay day, the 25th.')).toBeVisible();
  const thisMonth = await figure(page, "This month's income");
  expect(thisMonth).toBeGreaterThan(0);
  await expect(page.getByText('1 Jan – 10 Mar')).toBeVisible();
  // The year so far holds January's pay (Friday 23 Jan, the 25th a Sunday) as well as February's.
  expect(await figure(page, 'Year to date')).toBeGreaterThan(thisMonth);
  await expect(page.getByText('Connect your bank to see your income')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('tab', { name: 'Monthly Income' }).click();
  await expect(page.getByRole('heading', { name: 'Pay cycle breakdown' })).toBeVisible();
  const monthly = page.getByRole('tabpanel').getByRole('listitem');
  await expect(monthly.first()).toContainText('25 Feb – 24 Mar');
  await expect(monthly.first()).toContainText('Current');
  // Sunday 25 January moved to Friday 23rd (issue 11): that cycle began when January's pay landed.
  await expect(monthly.nth(1)).toContainText('23 Jan – 24 Feb');
  await expect(monthly.nth(1)).toContainText('Past');
  await expect(page.getByText('No pay cycle data available yet.')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Yearly Income' }).click();
  await expect(page.getByRole('heading', { name: "What you've earned this year" })).toBeVisible();
  await expect(page.getByText('1 January to today')).toBeVisible();
  expect(await figure(page, "What you've earned this year")).toBeGreaterThan(thisMonth);
  // From January's cycle to the current one, plus the next: newest first.
  const cycles = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cycles).toHaveCount(3);
  // Saturday 25 April moves to Friday 24th, so the next cycle ends on the 23rd.
  await expect(cycles.nth(0)).toContainText('25 Mar – 23 Apr');
  await expect(cycles.nth(0)).toContainText('Upcoming');
  await expect(cycles.nth(1)).toContainText('25 Feb – 24 Mar');
  await expect(cycles.nth(1)).toContainText('Current');
  await expect(cycles.nth(2)).toContainText('23 Jan – 24 Feb');
  // 1 to 22 January, before the first cycle, has its own card so the cards add up to the year.
  await expect(page.getByRole('heading', { name: '1 Jan – 22 Jan' })).toBeVisible();
  await expect(cycles.nth(2)).toContainText('Past');
  // Only the current cycle has the green border.
  const borderOf = (i: number) =>
    cycles
      .nth(i)
      .locator('[data-state]')
      .evaluate((el) => getComputedStyle(el).borderTopColor);
  const green = await borderOf(1);
  expect(green).toMatch(/^(rgb\(22, 163, 74\)|oklch\(0\.627 0\.194 149)/);
  expect(await borderOf(0)).not.toBe(green);
  expect(await borderOf(2)).not.toBe(green);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);
});

test(
  'Other Income: add an income (validated first), then it is listed and counted; edit it, and delete it once confirmed',
  { tag: '@phone' },
  async ({ page }) => {
    await onboardedUser(page, 'money-add', { payDay: 25 });
    await page.goto('/money');
    const before = await figure(page, "This month's income");

    await page.getByRole('tab', { name: 'Other Income' }).click();
    await expect(page.getByRole('heading', { name: "This month's deposits" })).toBeVisible();
    await page.getByRole('button', { name: 'Add Income' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Income' });
    await expect(dialog).toBeVisible();
    // Today in London by default.
    await expect(dialog.getByLabel('Income date')).toHaveValue('10/03/2026');
    await expect(dialog.getByLabel('Frequency')).toHaveCount(0);

    await dialog.getByLabel('Income date').fill('');
    await dialog.getByRole('button', { name: 'Save Income' }).click();
    await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
    await expect(dialog.getByText('Income date is required')).toBeVisible();
    await dialog.getByLabel('Amount (£)').fill('0');
    await dialog.getByRole('button', { name: 'Save Income' }).click();
    await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();

    await dialog.getByLabel('Amount (£)').fill('123.45');
    await dialog.getByLabel('Income date').fill('09/03/2026');
    await dialog.getByLabel('Source').fill('Market stall');
    await dialog.getByLabel('Category', { exact: true }).selectOption('Other');
    await dialog.getByLabel('Custom category').fill('Car boot sales');
    await dialog.getByLabel('Notes').fill('Sold the old bike');
    await dialog.getByRole('switch', { name: 'Recurring Income' }).click();
    await expect(dialog.getByLabel('Frequency')).toHaveValue('Monthly');
    await expect(dialog.getByLabel('Frequency').locator('option')).toHaveText(['Weekly', 'Biweekly', 'Monthly', 'Quarterly', 'Annually']);
    await dialog.getByLabel('Frequency').selectOption('Weekly');
    await dialog.getByRole('button', { name: 'Save Income' }).click();

    await expect(page.getByText('Income saved successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const added = page.getByRole('list', { name: "This month's deposits" }).getByRole('listitem').filter({ hasText: 'Market stall' });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText('+£123.45');
    await expect(added).toContainText('9 Mar · Added by you');
    await expect(added).toContainText('Market stall · Car boot sales');
    await expect(added).toContainText('Sold the old bike');
    // Income added by hand carries its own details: it is edited, not labelled.
    await expect(added.getByRole('button')).toHaveText(['Edit']);
    await expectNoHorizontalScroll(page);

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => figure(page, "This month's income")).toBe(before + 12_345);

    // Edit: the form opens with its fields; the new amount is listed and counted.
    await page.getByRole('tab', { name: 'Other Income' }).click();
    await added.getByRole('button', { name: 'Edit Market stall' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Income' });
    await expect(editing.getByLabel('Amount (£)')).toHaveValue('123.45');
    await expect(editing.getByLabel('Income date')).toHaveValue('09/03/2026');
    await expect(editing.getByLabel('Custom category')).toHaveValue('Car boot sales');
    await expect(editing.getByLabel('Frequency')).toHaveValue('Weekly');
    await editing.getByLabel('Amount (£)').fill('100');
    await editing.getByRole('button', { name: 'Save Income' }).click();
    await expect(editing).toHaveCount(0);
    await expect(added).toContainText('+£100.00');

    // Delete asks first: Cancel keeps it, Delete income removes it.
    await added.getByRole('button', { name: 'Edit Market stall' }).click();
    await editing.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this income?' });
    await expect(confirm).toContainText('£100.00 on 9 Mar will be removed from your Money In.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(editing).toBeVisible();
    await editing.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete income' }).click();
    await expect(page.getByText('Income deleted successfully')).toBeVisible();
    await expect(added).toHaveCount(0);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => figure(page, "This month's income")).toBe(before);
  },
);

test('Other Income: label a deposit, and the label is shown and kept', async ({ page }) => {
  await onboardedUser(page, 'money-label', { payDay: 25 });
  await page.goto('/money');
  await page.getByRole('tab', { name: 'Other Income' }).click();
  const deposits = page.getByRole('list', { name: "This month's deposits" }).getByRole('listitem');
  await expect(deposits.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No income transactions found for this month.')).toHaveCount(0);

  const deposit = deposits.filter({ has: page.getByRole('button', { name: /^Label / }) }).first();
  const name = (await deposit.getByRole('heading').textContent())!;
  await deposit.getByRole('button', { name: `Label ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Label this income' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Custom category')).toHaveCount(0);
  await dialog.getByLabel('Source').fill('Day job');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Wages');
  await dialog.getByLabel('Notes').fill('March pay');
  await dialog.getByRole('button', { name: 'Save Label' }).click();

  await expect(page.getByText('Transaction labeled successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const labelled = deposits.filter({ hasText: name }).first();
  await expect(labelled).toContainText('Day job · Wages');
  await expect(labelled).toContainText('March pay');
  await expectNoSeriousA11yIssues(page);

  // After a reload the label is still there, and the form opens with it.
  await page.reload();
  await page.getByRole('tab', { name: 'Other Income' }).click();
  await expect(labelled).toContainText('Day job · Wages');
  await labelled.getByRole('button', { name: `Edit label of ${name}` }).click();
  await expect(dialog.getByLabel('Source')).toHaveValue('Day job');
  await expect(dialog.getByLabel('Category', { exact: true })).toHaveValue('Wages');
  await expect(dialog.getByLabel('Notes')).toHaveValue('March pay');
});
