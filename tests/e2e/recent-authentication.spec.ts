import { expect, test, type Page } from './support/test';
import { e2e } from '../../playwright.config';
import { linkFromMail, signInThroughForm, signedInOverApi } from './support/fixtures';
import { totpCode } from '../support/totp';

// "Confirm it's you" (decision 041): a session signed in more than 10 minutes ago is asked for
// the password before turning on 2FA or deleting the account, then the action goes on. At 375
// and 1280 px.

/** Signed up, verified and onboarded over HTTP, signed in on `page` (the sign-up form has its own tests). */
async function signedInUser(page: Page, label: string) {
  return (await signedInOverApi(page, label)).email;
}

async function agedSession(page: Page, label: string) {
  const email = await signedInUser(page, label);
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

/** The e2e server's clock: its codes follow it, not this machine's. */
const serverNow = async () => new Date(await (await fetch(`${e2e.controlURL}/now`)).text());

test('a password reset offers, ticked, to remove the 2FA turned on since the password was last entered', { tag: '@phone' }, async ({ page }) => {
  const email = await signedInUser(page, 'reset-factors');
  // Turned on by whoever holds this session (the password was last entered at sign-up).
  await page.goto('/settings/2fa');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replaceAll(' ', '');
  await page.getByLabel('Code').fill(totpCode(secret, await serverNow()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Recovery codes' })).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/request-password-reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent to your email')).toBeVisible();
  const reset = new URL(await linkFromMail(email, 'Reset your Plain Sight password'));
  await page.goto(`${reset.pathname}${reset.search}`);
  const remove = page.getByRole('checkbox', { name: /Also remove two-factor sign-in with an authenticator app/ });
  await expect(remove).toBeVisible();
  await expect(remove).toBeChecked();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();

  // The new password alone signs in: the code step is gone with the authenticator.
  await signInThroughForm(page, email, 'brand-new-pass');
  await expect(page).toHaveURL(/\/dashboard$/);
});
