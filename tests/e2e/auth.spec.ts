import { expect, test, waitingForHydration } from './support/test';
import { linkFromMail, signInThroughForm, signUpThroughForm, uniqueEmail, verifiedAccount } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/money-fixtures';

test('sign up, follow the mailed link, sign in, and land where the guards send a new user', async ({ page, browser }) => {
  const email = uniqueEmail('signup');
  await signUpThroughForm(page, email);
  const link = await linkFromMail(email, 'Confirm your email for Plain Sight');
  await page.goto(link);
  // A new user has not finished onboarding: that is where the guards send them.
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);

  const fresh = waitingForHydration(await browser.newPage());
  await signInThroughForm(fresh, email, 'secret-pass');
  await expect(fresh).toHaveURL(/\/onboarding\/welcome$/);
  await fresh.close();
});

test('the terms box gates sign-up, and a registered email switches to sign-in', async ({ page }) => {
  const { email } = await verifiedAccount(page, 'dupe');
  await page.context().clearCookies();
  await page.goto('/auth');
  const create = page.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();
  await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('another-pass');
  await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).click();
  await create.click();
  await expect(page.getByText('This email is already in use. Please sign in instead.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('validation messages on the sign-up form', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
});

test('an unverified account cannot sign in and is offered a new link', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await signUpThroughForm(page, email);
  await signInThroughForm(page, email, 'secret-pass');
  await expect(page.getByText('Please verify your email before signing in. We can send you a new link.')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a new verification link' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // The newest (second) link works.
  await page.goto(await linkFromMail(email, 'Confirm your email for Plain Sight', 2));
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
});

test('a wrong password shows the error and stays on sign-in', async ({ page }) => {
  const { email } = await verifiedAccount(page, 'wrongpw');
  await page.context().clearCookies();
  await signInThroughForm(page, email, 'not-the-password');
  await expect(page.getByText('That email and password do not match. Please check them and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('/verify-email without a stored address returns to /auth', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the reset flow: request, follow the link, set a new password, sign in with it', async ({ page }) => {
  const { email } = await verifiedAccount(page, 'reset');
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/request-password-reset$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent to your email')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto(await linkFromMail(email, 'Reset your Plain Sight password'));
  await expect(page.getByRole('heading', { name: 'Set new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm New Password').fill('abc');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pas');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
});

test('a used or made-up reset link says so and returns to /auth', async ({ page }) => {
  await page.goto('/reset-password?token=this-token-was-never-issued-by-the-app');
  await expect(page.getByText('Invalid or expired reset link')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the link opened on another device asks for the sign-up password, then signs in there', { tag: '@phone' }, async ({ page, browser }) => {
  const email = uniqueEmail('other-device');
  await signUpThroughForm(page, email);
  const link = await linkFromMail(email, 'Confirm your email for Plain Sight');
  // The mail opened on a phone or in a mail app's own browser: a browser with nothing of the sign-up.
  const device = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const phone = waitingForHydration(await device.newPage());
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(phone.getByText('Your email is confirmed')).toHaveCount(0);
  await expectNoSeriousA11yIssues(phone);
  // A wrong password says so and stays.
  await phone.getByLabel('Password', { exact: true }).fill('not-my-password');
  await phone.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(phone.getByRole('alert')).toHaveText('That is not the password you chose when you signed up. Try again, or choose a new one.');
  // The right one: confirmed and signed in on the phone, where the guards send a new user.
  await phone.getByLabel('Password', { exact: true }).fill('secret-pass');
  await phone.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(phone).toHaveURL(/\/onboarding\/welcome$/);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await device.close();
});

test('on another device, a new password can be chosen instead', async ({ page, browser }) => {
  const email = uniqueEmail('other-device-new');
  await signUpThroughForm(page, email);
  const link = await linkFromMail(email, 'Confirm your email for Plain Sight');
  const phone = waitingForHydration(await browser.newPage());
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Choose a new password instead' }).click();
  await expect(phone.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await phone.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await phone.getByLabel('Confirm new password').fill('brand-new-pass');
  await phone.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(phone).toHaveURL(/\/onboarding\/welcome$/);
  await phone.close();
  // The new password is the one that works now.
  const fresh = waitingForHydration(await browser.newPage());
  await signInThroughForm(fresh, email, 'brand-new-pass');
  await expect(fresh).toHaveURL(/\/onboarding\/welcome$/);
  await fresh.close();
});
