import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// Issue 24 on the Import screen: lines that are not transactions counted apart, the Bank field
// filled from the recognised layout, a disabled Import button that says what is missing, and
// a file none of whose rows can be read showing why, line by line.

const fixture = (name: string) => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('A John Lewis card file: pending rows counted apart, a credit card, the button says what it waits for', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'import-card', { bank: false });
  await page.goto('/import');
  await page.getByLabel('Statement file').setInputFiles({ name: 'john-lewis-card.csv', mimeType: 'text/csv', buffer: fixture('john-lewis-card.csv') });
  // 1,100.00 + 8.50 in; 67.40 + 1,249.00 out
  await expect(page.getByRole('definition')).toHaveText(['4', '0', '£1,108.50', '£1,316.40']);
  await expect(page.getByText('3 pending rows left out: import them again once your bank has completed them.')).toBeVisible();
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expect(page.getByLabel('Type')).toHaveValue('credit_card');
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('');

  const button = page.getByRole('button', { name: 'Import 4 transactions' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('Enter the account name and the bank to import.');
  await page.getByLabel('Account name').fill('Partnership Card');
  await expect(button).toHaveAccessibleDescription('Enter the bank to import.');
  await page.getByLabel('Bank', { exact: true }).fill('John Lewis');
  await expect(button).toBeEnabled();
  await expect(page.getByText('Enter the bank to import.')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);

  await button.click();
  await expect(page.getByText('4 new transactions added.')).toBeVisible();
});

test("Monzo's older export fills in the bank as Monzo", { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'import-monzo-old', { bank: false });
  await page.goto('/import');
  await page.getByLabel('Statement file').setInputFiles({ name: 'monzo.csv', mimeType: 'text/csv', buffer: fixture('monzo-legacy.csv') });
  await expect(page.getByRole('cell', { name: 'PRET A MANGER' })).toBeVisible();
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('Monzo');
  await expect(page.getByLabel('Type')).toHaveValue('current');
  await expect(page.getByRole('button', { name: 'Import 3 transactions' })).toHaveAccessibleDescription('Enter the account name to import.');
  await page.getByLabel('Account name').fill('Monzo');
  await page.getByRole('button', { name: 'Import 3 transactions' }).click();
  await expect(page.getByText('3 new transactions added.')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('A file none of whose rows can be read lists each line and reason, not "That account is not in this file."', async ({ page }) => {
  await onboardedUser(page, 'import-unreadable', { bank: false });
  await page.goto('/import');
  await page.getByLabel('Statement file').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: fixture('no-readable-rows.csv') });
  await expect(page.getByText('None of the rows in this file could be read:')).toBeVisible();
  await expect(page.getByText('Line 2: "31/02/2026" is not a date')).toBeVisible();
  await expect(page.getByText('Line 3: "abc" is not an amount')).toBeVisible();
  await expect(page.getByText('That account is not in this file.')).toHaveCount(0);
  await expect(page.getByLabel('Account name')).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Import 0 transactions' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('None of the rows in this file could be read, so there is nothing to import.');

  // A midata file next: payments are money out, and its overdraft-limit line is a summary line.
  await page.getByLabel('Statement file').setInputFiles({ name: 'midata.csv', mimeType: 'text/csv', buffer: fixture('midata.csv') });
  await expect(page.getByRole('definition')).toHaveText(['4', '0', '£1,855.00', '£116.50']);
  await expect(page.getByText('1 summary line left out (balances, limits or totals, not transactions).')).toBeVisible();
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});
