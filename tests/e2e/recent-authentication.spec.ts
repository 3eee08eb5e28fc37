import { expect, test, type Page } from './support/test';
import { e2e } from '../../playwright.config';
import { completeOnboarding, linkFromMail, signUpThroughForm, uniqueEmail } from './support/fixtures';

// "Confirm it's you" (decision 041): a session signed in more than 10 minutes ago is asked for
// the password before turning on 2FA or deleting the account, then the action goes on. At 375
// and 1280 px.

async function agedSession(page: Page, label: string) {
  const email = uniqueEmail(label);
  await signUpThroughForm(page, email);
  const link = new URL(await linkFromMail(email, 'Confirm your email for Plain Sight'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await completeOnboarding(email);
  const res = await fetch(`${e2e.controlURL}/age-sessions?email=${encodeURIComponent(email)}`, { method: 'POST' });
  expect(res.status).toBe(204);
  return { email, password: 'secret-pass' };
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('turning on 2FA asks for the password again, refuses a wrong one, then shows the QR code', { tag: '@phone' }, async ({ page }) => {
  const { password } = await agedSession(page, 'reauth-2fa');
  await page.goto('/settings/2fa');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('For your security, please enter your password to continue.')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your password is not right.');
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(0);

  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByTestId('totp-secret')).toBeVisible();
});

test('cancelling the password leaves everything as it was', async ({ page }) => {
  await agedSession(page, 'reauth-cancel');
  await page.goto('/settings/2fa');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(0);
});

test('deleting the account asks for the password again, then deletes and signs out', { tag: '@phone' }, async ({ page }) => {
  const { password } = await agedSession(page, 'reauth-delete');
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();

  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
