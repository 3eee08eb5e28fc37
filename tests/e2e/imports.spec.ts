import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// Import a statement (issue 12): a person with no bank link imports their bank's own file.

const fixture = (name: string) => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Import a Lloyds CSV into a new manual account from Transactions', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'import', { bank: false });
  await page.goto('/transactions');
  await page.getByRole('link', { name: 'Import a statement' }).first().click();
  await expect(page.getByRole('heading', { name: 'Import a statement', level: 1 })).toBeVisible();

  await page.getByLabel('Statement file').setInputFiles({ name: 'lloyds.csv', mimeType: 'text/csv', buffer: fixture('lloyds.csv') });
  const figures = page.getByRole('definition');
  await expect(figures).toHaveText(['3', '0', '£1,850.00', '£47.85']);
  await expect(page.getByText('From 12 Nov 2026 to 14 Nov 2026')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'THAMES WATER' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByLabel('Account name').fill('Everyday');
  await page.getByLabel('Bank', { exact: true }).fill('Lloyds');
  await page.getByRole('button', { name: 'Import 3 transactions' }).click();
  await expect(page.getByText('Import complete')).toBeVisible();
  await expect(page.getByText('3 new transactions added.')).toBeVisible();

  await page.goto('/settings/bank-connections');
  const item = page.getByRole('list', { name: 'Connected bank accounts' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Manual', { exact: true })).toBeVisible();
  await expect(item.getByText('£812.40')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // Undo from the account: its rows go, the account stays.
  await item.getByText('Imports (1)').click();
  await item.getByRole('button', { name: 'Undo import of lloyds.csv' }).click();
  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(item.getByText('£0.00')).toBeVisible();
  await expect(item.getByText(/^Imports/)).toHaveCount(0);
});

test('An unknown CSV dropped on the page asks for its columns, and unreadable rows are named', async ({ page }) => {
  await onboardedUser(page, 'import-map', { bank: false });
  await page.goto('/import');
  const csv =
    'Posted On,Narrative,Debit,Credit,Running Total\n21/11/2026,GREGGS,3.20,,100.00\n22/11/2026,REFUND SHOP,,5.00,105.00\n31/02/2026,BROKEN,1.00,,104.00\n';
  const drop = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'credit-union.csv', { type: 'text/csv' }));
    return dt;
  }, csv);
  await page.getByText('Choose a file or drop it here').dispatchEvent('drop', { dataTransfer: drop });
  await expect(page.getByText('We do not know this layout yet: which column holds what?')).toBeVisible();
  await page.getByLabel('Date', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Description', { exact: true }).selectOption({ index: 2 });
  await page.getByLabel('Money out', { exact: true }).selectOption({ index: 3 });
  await page.getByLabel('Money in', { exact: true }).selectOption({ index: 4 });
  await page.getByRole('button', { name: 'Read the file with these columns' }).click();
  await expect(page.getByRole('definition')).toHaveText(['2', '0', '£5.00', '£3.20']);
  await expect(page.getByText(/Line 4: /)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('Home tells a person with no bank how to bring their money in, and stops once it is in', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'import-home', { bank: false });
  await page.goto('/dashboard');
  const prompt = page.getByRole('heading', { name: 'No bank accounts connected yet' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect Bank Account' })).toHaveAttribute('href', '/settings/bank-connections');
  await expectNoSeriousA11yIssues(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Import a statement' }).click();
  await expect(page.getByRole('heading', { name: 'Import a statement', level: 1 })).toBeVisible();
  await page.getByLabel('Statement file').setInputFiles({ name: 'lloyds.csv', mimeType: 'text/csv', buffer: fixture('lloyds.csv') });
  await page.getByLabel('Account name').fill('Everyday');
  await page.getByLabel('Bank', { exact: true }).fill('Lloyds');
  await page.getByRole('button', { name: 'Import 3 transactions' }).click();
  await expect(page.getByText('Import complete')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Financial Overview' })).toBeVisible();
  await expect(page.getByText('£812.40').first()).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
