import { expect, test } from './support/test';
import { e2e } from '../../playwright.config';
import { providerInstance, signedInOverApi } from './support/fixtures';

// The instance with Monzo beside the sandbox (tests/e2e/support/e2e-server.ts, E2E_PORT + 4, started by this spec):
// the local Monzo stand-in (HTTPS, self-signed) approves on its page at once, and in the "Monzo app" 2 s after the
// app first asks.
const monzoURL = `http://127.0.0.1:${Number(new URL(e2e.baseURL).port) + 4}`;
test.use({ baseURL: monzoURL, ignoreHTTPSErrors: true });
// Started for this spec only (not with every run).
test.beforeAll(() => providerInstance('monzo'));

test('link Monzo from Settings: approve in the Monzo app while the app waits, then see the account and pot', { tag: '@phone' }, async ({ page }) => {
  await signedInOverApi(page, 'monzo');
  await page.goto('/settings/bank-connections');
  await page.getByRole('button', { name: 'Connect Bank Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect your bank' });
  await dialog.getByRole('group', { name: 'Connect through' }).getByRole('radio', { name: /Monzo/ }).check();
  await dialog.getByRole('button', { name: 'Monzo' }).click();

  // Back from Monzo's page: the app says what to do in the Monzo app and waits.
  await expect(page.getByText('Approve Plain Sight in your Monzo app to finish connecting.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Bank account connected successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/settings\/bank-connections/);
  const accounts = page.getByRole('list', { name: 'Connected bank accounts' });
  await expect(accounts.getByText('Current account')).toBeVisible();
  await expect(accounts.getByText('Holiday')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
