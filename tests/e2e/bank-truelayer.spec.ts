import { expect, test } from './support/test';
import { e2e } from '../../playwright.config';
import { providerInstance, signedInOverApi, signInThroughForm } from './support/fixtures';

// The instance with TrueLayer beside the sandbox (tests/e2e/support/e2e-server.ts, E2E_PORT + 2).
// TrueLayer's dialog is the local HTTPS stand-in with a self-signed certificate.
const trueLayerURL = `http://127.0.0.1:${Number(new URL(e2e.baseURL).port) + 2}`;
test.use({ baseURL: trueLayerURL, ignoreHTTPSErrors: true });
// Started for this spec only (not with every run).
test.beforeAll(() => providerInstance('truelayer'));

test('connect a bank through TrueLayer from Settings, choosing the provider, and come back there', { tag: '@phone' }, async ({ page }) => {
  await signedInOverApi(page, 'truelayer');
  await page.goto('/settings/bank-connections');
  await page.getByRole('button', { name: 'Connect Bank Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect your bank' });
  const choice = dialog.getByRole('group', { name: 'Connect through' });
  await expect(choice.getByText(/Monzo, Starling, Barclays/)).toBeVisible();
  await expect(choice.getByText('Simulated UK banks with made-up data, for trying the app.')).toBeVisible();
  await choice.getByRole('radio', { name: /TrueLayer/ }).check();
  await expect(dialog.getByRole('button', { name: 'Sandbox Bank (simulated)' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'UK banks via TrueLayer' }).click();

  // TrueLayer's own dialog (the stand-in), over HTTPS.
  await expect(page.getByRole('heading', { name: 'Allow Plain Sight to see your accounts?' })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).protocol).toBe('https:');
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByText('Bank account connected successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/settings\/bank-connections$/);
  const accounts = page.getByRole('list', { name: 'Connected bank accounts' });
  await expect(accounts.getByText('Club Lloyds')).toBeVisible();
  await expect(accounts.getByText('Platinum Cashback')).toBeVisible();
  // The card's balance is money owed.
  await expect(accounts.getByText('-£319.90')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bank connections' }).getByText(/Access until \d{1,2} \w+ \d{4}/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('coming back from TrueLayer signed out: sign in, and the bank is linked', async ({ page }) => {
  const { email, password } = await signedInOverApi(page, 'truelayer-away');
  await page.goto('/settings/bank-connections');
  await page.getByRole('button', { name: 'Connect Bank Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect your bank' });
  await dialog
    .getByRole('group', { name: 'Connect through' })
    .getByRole('radio', { name: /TrueLayer/ })
    .check();
  await dialog.getByRole('button', { name: 'UK banks via TrueLayer' }).click();
  await expect(page.getByRole('heading', { name: 'Allow Plain Sight to see your accounts?' })).toBeVisible({ timeout: 15_000 });

  // The session ends while the person is at their bank.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await signInThroughForm(page, email, password);

  await expect(page.getByText('Bank account connected successfully!')).toBeVisible({ timeout: 20_000 });
  await page.goto('/settings/bank-connections');
  await expect(page.getByRole('list', { name: 'Connected bank accounts' }).getByText('Club Lloyds')).toBeVisible();
});
