import { expect, test } from './support/test';
import { signInThroughForm, verifiedAccount, signedInOverApi } from './support/fixtures';

test('protected routes send an anonymous visitor to /auth', async ({ page }) => {
  for (const path of ['/dashboard', '/money', '/transactions', '/bills', '/settings', '/settings/profile', '/settings/feedback']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/auth$/);
  }
});

test('a signed-in user who has not finished onboarding is sent to onboarding from / , auth pages and protected pages', async ({ page }) => {
  await verifiedAccount(page, 'guard');
  for (const path of ['/', '/auth', '/request-password-reset', '/verify-email', '/dashboard', '/settings/payday']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/onboarding\/welcome$/);
  }
});

test('a user who came from onboarding sees the landing page at /', { tag: '@phone' }, async ({ page }) => {
  await verifiedAccount(page, 'fromonb');
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  // The referrer is an onboarding page: / shows the landing page instead of bouncing back.
  await page.evaluate(() => (window.location.href = '/'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your money, in plain sight' })).toBeVisible();

  // Logout (spec 01 §4): always 'Logged out successfully', then / as a visitor.
  const isMobile = (page.viewportSize()?.width ?? 1280) < 768;
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an onboarded user is sent from / and the auth pages to /dashboard', async ({ page }) => {
  const { email, password } = await signedInOverApi(page, 'onboarded');
  await page.context().clearCookies();
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/', '/auth']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
});

test('an unknown path answers 404 and shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
