import { expect, test } from './support/test';
import { e2e } from '../../playwright.config';
import { providerInstance, signedInOverApi } from './support/fixtures';
import { STARLING_E2E_TOKEN } from '../support/fake-starling/fake-starling-fixtures';

// The instance with Starling beside the sandbox (tests/e2e/support/e2e-server.ts, E2E_PORT + 3),
// reading the local Starling stand-in.
const starlingURL = `http://127.0.0.1:${Number(new URL(e2e.baseURL).port) + 3}`;
test.use({ baseURL: starlingURL });
// Started for this spec only (not with every run).
test.beforeAll(() => providerInstance('starling'));

test('link Starling from Settings by pasting a personal access token', { tag: '@phone' }, async ({ page }) => {
  await signedInOverApi(page, 'starling');
  await page.goto('/settings/bank-connections');
  await page.getByRole('button', { name: 'Connect Bank Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect your bank' });
  await dialog
    .getByRole('group', { name: 'Connect through' })
    .getByRole('radio', { name: /Starling/ })
    .check();
  await dialog.getByRole('button', { name: 'Starling Bank' }).click();

  const form = dialog.getByRole('form', { name: 'Connect Starling Bank' });
  await expect(form.getByText(/create a personal access token with these read permissions/)).toBeVisible();
  const field = form.getByLabel('Personal access token');
  await expect(field).toHaveAttribute('type', 'password');
  // A mistyped token is refused and said so; nothing is linked.
  await field.fill('not-the-token-123');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(form.getByRole('alert')).toHaveText(/did not accept that token/);
  await expect(field).toHaveValue('');

  await field.fill(STARLING_E2E_TOKEN);
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Bank account connected successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  const accounts = page.getByRole('list', { name: 'Connected bank accounts' });
  await expect(accounts.getByText('Personal')).toBeVisible();
  await expect(accounts.getByText('Holiday')).toBeVisible();
  // The token is never shown again.
  await expect(page.getByText(STARLING_E2E_TOKEN)).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
