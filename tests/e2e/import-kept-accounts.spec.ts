import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// An account kept up to date by importing statements (issue 22 item 7). The e2e clock is
// Tuesday 10 March 2026; the first statement's newest row is 20 January, over a month before.

const csv = (rows: string[]) => ['Date,Description,Amount,Balance', ...rows].join('\n');

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test(
  'Update Now offers a newer statement for an account kept by import, the import page has that account chosen, and a refund lowers spending',
  { tag: '@phone' },
  async ({ page }) => {
    const { api } = await onboardedUser(page, 'import-kept', { bank: false });
    await api.trpc.imports.confirm.mutate({
      file: { text: csv(['05/01/2026,ACME LTD SALARY,1850.00,1900.00', '20/01/2026,CO-OP GROUP,-9.85,1890.15']) },
      target: { newAccount: { name: 'FlexAccount', institution: 'Nationwide', type: 'current' } },
    });

    // The account says its statement is over a month old, with the way to a newer one.
    await page.goto('/settings/bank-connections');
    const item = page.getByRole('list', { name: 'Connected bank accounts' }).getByRole('listitem');
    await expect(item.getByText('As of 20 Jan, from your newest statement')).toBeVisible();
    await expect(item.getByText('This statement is over a month old, so the figures for this account may be out of date.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yIssues(page);

    // Update Now on Home: no bank is asked and nothing pretends to refresh.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Update Now' }).click();
    const note = page.getByRole('status').filter({ hasText: 'kept up to date by importing statements' });
    await expect(note).toContainText('This account is kept up to date by importing statements from your bank, so there is nothing to fetch.');
    await expect(note).toContainText('FlexAccount (Nationwide): as of 20 Jan');
    await expect(page.getByText('No bank connection found')).toHaveCount(0);
    await expect(page.getByText('Refreshing your financial data')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yIssues(page);
    if (test.info().project.name === 'mobile') await page.screenshot({ path: test.info().outputPath('update-now-375.png'), fullPage: true });

    await note.getByRole('link', { name: 'Import a newer statement for FlexAccount' }).click();
    await expect(page).toHaveURL(/\/import\?account=[0-9a-f-]{36}$/);
    await expect(page.getByText('Your newest statement goes into FlexAccount (Nationwide).')).toBeVisible();
    await page.getByLabel('Statement file').setInputFiles({
      name: 'nationwide-march.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        csv([
          '20/01/2026,CO-OP GROUP,-9.85,1890.15',
          '02/03/2026,BOOTS,-4.20,1885.95',
          '09/03/2026,ASOS.COM,-30.00,1855.95',
          '10/03/2026,ASOS.COM REFUND,12.00,1867.95',
        ]),
      ),
    });
    // Chosen already: the newer rows go into the same account (the 20 Jan row is there already).
    await expect(page.getByLabel('Import into')).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Import into').locator('option:checked')).toHaveText('FlexAccount (Nationwide)');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: /^Import 3 transactions/ }).click();
    await expect(page.getByText('Import complete')).toBeVisible();

    // Now as of 10 March: under a month, so no note.
    await page.goto('/settings/bank-connections');
    await expect(item.getByText('As of 10 Mar, from your newest statement')).toBeVisible();
    await expect(item.getByText('This statement is over a month old', { exact: false })).toHaveCount(0);

    // The refund was filed under Shopping as it was imported, where the ASOS order went (issue 22
    // item 7), and lowers spending. This week (Mon 9 - Tue 10 March): 30.00 - 12.00 = 18.00.
    // Today: the refund alone, -12.00 of shopping, shown as nothing, never below £0. This month
    // (since 28 Feb): Boots 4.20 + 18.00 = 22.20.
    const { rows } = await api.trpc.transactions.list.query({ tab: 'all', search: 'ASOS' });
    expect(rows.map((row) => [row.amount, row.category_id])).toEqual([
      [1200, 'shopping'],
      [-3000, 'shopping'],
    ]);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Spending Overview' }).click();
    await expect(page.getByRole('link', { name: /What you've spent this week/ })).toContainText('-£18.00');
    await expect(page.getByRole('link', { name: /What you've spent today/ })).toContainText('£0.00');
    await expect(page.getByRole('link', { name: /What you've spent this month/ })).toContainText('-£22.20');
  },
);
