import { expect, test, waitingForHydration } from './support/test';
import { signedInOverApi } from './support/fixtures';

test('connect the sandbox bank from the dialog, come back, and see the accounts', { tag: '@phone' }, async ({ page }) => {
  await signedInOverApi(page, 'bank');
  await page.goto('/settings/bank-connections');
  await expect(page.getByRole('heading', { name: 'Bank Connections' })).toBeVisible();
  await expect(page.getByText('No bank accounts connected yet')).toBeVisible();
  await expect(page.getByText('Connect your bank to manage your finances')).toBeVisible();

  await page.getByRole('button', { name: 'Connect Bank Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect your bank' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('Search for your bank...').fill('SANDBOX');
  await expect(dialog.getByRole('button', { name: /simulated/ })).toHaveCount(1);
  await dialog.getByPlaceholder('Search for your bank...').fill('');
  // Banks with under 90 days of history are not offered.
  await expect(dialog.getByRole('button', { name: 'Short History Bank (simulated)' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Sandbox Bank (simulated)' }).click();
  await expect(page.getByText('Connecting to your bank...').first()).toBeVisible();

  // The bank's own page: clearly simulated, then back to the app like a real bank.
  await expect(page).toHaveURL(/\/sandbox-bank\/consent\//);
  await expect(page.getByText('Simulated bank')).toBeVisible();
  // While the user is at the bank, the three connect keys are kept.
  expect(await page.evaluate(() => localStorage.getItem('bankConnectGCId'))).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Allow access' }).click();

  await expect(page.getByText('Bank account connected successfully!')).toBeVisible({ timeout: 20_000 });
  // Back where the connection was started (issue 13), not on Money In.
  await expect(page).toHaveURL(/\/settings\/bank-connections$/);
  expect(await page.evaluate(() => ['bankConnectReference', 'bankConnectGCId', 'bankConnectUserId'].map((k) => localStorage.getItem(k)))).toEqual([
    null,
    null,
    null,
  ]);

  await page.goto('/settings/bank-connections');
  const list = page.getByRole('list', { name: 'Connected bank accounts' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  await expect(list.getByText('Savings', { exact: true }).first()).toBeVisible();
  await expect(list.getByText('Current', { exact: true }).first()).toBeVisible();
  await expect(list.getByText('Sandbox Bank (simulated)').first()).toBeVisible();
  await expect(list.getByText(/^Sort code \d{2}-\d{2}-\d{2}$/).first()).toBeVisible();
  await expect(list.getByText(/^-?£[\d,]+\.\d{2}$/).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Update Now refreshes every connection; a second press within 60 s is refused.
  await page.getByRole('button', { name: 'Update Now' }).click();
  await expect(page.getByText('Your financial data has been refreshed')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Update Now' }).click();
  await expect(page.getByText('Please wait a moment between refresh attempts')).toBeVisible();

  // A new browser session (a new tab): the silent refresh, then the automatic bill check
  // finds this month's direct debits and standing order already paid.
  const tab = waitingForHydration(await page.context().newPage());
  await tab.goto('/settings/bank-connections');
  await expect(tab.getByText(/^Found \d+ paid bills!$/)).toBeVisible({ timeout: 20_000 });
  await tab.close();
});

test('mark an account as savings, and disconnect one', async ({ page }) => {
  await signedInOverApi(page, 'bank2');
  await page.goto('/settings/bank-connections');
  await page.getByRole('button', { name: 'Connect Bank Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sandbox Bank (simulated)' }).click();
  await page.getByRole('button', { name: 'Allow access' }).click();
  await expect(page.getByText('Bank account connected successfully!')).toBeVisible({ timeout: 20_000 });
  await page.goto('/settings/bank-connections');

  const items = page.getByRole('list', { name: 'Connected bank accounts' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const current = items.filter({ hasText: 'Current Account' }).first();
  await current.getByRole('switch').click();
  await expect(page.getByText('Account marked as savings')).toBeVisible();
  await expect(current.getByText('Savings', { exact: true })).toBeVisible();

  await current.getByRole('button', { name: /^Disconnect / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Bank Account' });
  await expect(confirm).toContainText('This will disconnect your bank account and remove all associated data. This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Bank account disconnected successfully')).toBeVisible();
  await expect(items).toHaveCount(count - 1);
});
