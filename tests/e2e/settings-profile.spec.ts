import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { completeOnboarding, signInThroughForm, verifiedAccount } from './support/fixtures';

/** A signed-in user who has finished onboarding, on /settings. */
async function onSettings(page: Page, label: string) {
  const account = await verifiedAccount(page, label);
  await completeOnboarding(account.email);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return account;
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('/settings shows the profile card, the four link groups, the version, and Sign out goes to /auth', { tag: '@phone' }, async ({ page }) => {
  const { email } = await onSettings(page, 'settings-index');
  const main = page.getByRole('main');
  await expect(main.getByText('Ada Lovelace')).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByText(/^Last login: \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  // No picture yet: the first letter of the name stands in.
  await expect(main.getByTestId('avatar-initial')).toHaveText('A');

  const groups: [string, [string, string][]][] = [
    [
      'Account Settings',
      [
        ['Edit Profile', '/settings/profile'],
        ['2FA', '/settings/2fa'],
        ['Payday Settings', '/settings/payday'],
        ['Bank Connections', '/settings/bank-connections'],
      ],
    ],
    [
      'Preferences',
      [
        ['Notifications', '/settings/notifications'],
        ['Subscription', '/settings/subscription'],
      ],
    ],
    [
      'Refer & Earn',
      [
        ['Invite a Friend', '/settings/referrals'],
        ['Share & Earn', '/settings/affiliate'],
      ],
    ],
    [
      'Help & Feedback',
      [
        ['Support', '/settings/support'],
        ['Share Your Feedback', '/settings/feedback'],
      ],
    ],
  ];
  for (const [title, links] of groups) {
    const section = main.getByRole('region', { name: title });
    await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(section.getByRole('link')).toHaveCount(links.length);
    for (const [label, href] of links) await expect(section.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(main.getByText('App version 1.00.0')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await main.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
});

test('Edit Profile saves the names and phone number; the email is read-only', { tag: '@phone' }, async ({ page }) => {
  const { email } = await onSettings(page, 'settings-edit');
  await page.goto('/settings/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(main.getByLabel('First Name')).toHaveValue('Ada');
  const emailField = main.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeDisabled();
  await expect(main.getByText('To change your email, please contact support.')).toBeVisible();
  await expect(main.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');

  await main.getByLabel('Phone Number').fill('12345');
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(main.getByText('Please enter a valid phone number, e.g. 07700 900123 or +44 7700 900123')).toBeVisible();

  await main.getByLabel('First Name').fill('Grace');
  await main.getByLabel('Last Name').fill('Hopper');
  await main.getByLabel('Phone Number').fill('07700 900123');
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Your profile information has been updated successfully.')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.reload();
  await expect(page.getByRole('main').getByLabel('First Name')).toHaveValue('Grace');
  await expect(page.getByRole('main').getByLabel('Last Name')).toHaveValue('Hopper');
  await expect(page.getByRole('main').getByLabel('Phone Number')).toHaveValue('07700 900123');
  await page.goto('/settings');
  await expect(page.getByRole('main').getByText('Grace Hopper')).toBeVisible();
});

test('a new picture is cropped in the dialog and uploaded', { tag: '@phone' }, async ({ page }) => {
  await onSettings(page, 'settings-avatar');
  await page.goto('/settings/profile');
  const main = page.getByRole('main');
  await expect(main.getByTestId('avatar-initial')).toHaveText('A');
  // A 120x80 picture: the square crop makes the stored avatar square.
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  await main.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });

  const dialog = page.getByRole('dialog', { name: 'Crop Profile Picture' });
  await expect(dialog).toBeVisible();
  const zoom = dialog.getByLabel('Zoom');
  await expect(zoom).toHaveAttribute('min', '1');
  await expect(zoom).toHaveAttribute('max', '3');
  await zoom.fill('2');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply & Upload' }).click();
  await expect(page.getByText('Profile picture uploaded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const img = main.getByRole('img', { name: 'Your profile picture' });
  await expect(img).toHaveAttribute('src', /^\/api\/avatar\/[0-9a-f-]{36}\?v=\d+$/);
  const stored = await page.request.get((await img.getAttribute('src'))!);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await stored.body()).metadata();
  // Zoom 2 on an 80 px high picture: a 40x40 square.
  expect([meta.width, meta.height]).toEqual([40, 40]);

  // The Settings page shows it too.
  await page.goto('/settings');
  await expect(page.getByRole('main').getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^\/api\/avatar\//);
});

test('the password is changed from Edit Profile: the new one signs in, the old one no longer does', { tag: '@phone' }, async ({ page }) => {
  const { email, password } = await onSettings(page, 'settings-password');
  await page.goto('/settings/profile');
  const main = page.getByRole('main');

  // Cancel hides the panel and clears the fields.
  await main.getByRole('button', { name: 'Change Password' }).click();
  await main.getByLabel('Current Password').fill('something');
  await main.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByLabel('Current Password')).toHaveCount(0);
  await main.getByRole('button', { name: 'Change Password' }).click();
  await expect(main.getByLabel('Current Password')).toHaveValue('');

  await main.getByLabel('Current Password').fill(password);
  await main.getByLabel('New Password', { exact: true }).fill('new-password-1');
  await main.getByLabel('Confirm New Password').fill('new-password-2');
  await main.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText("Passwords don't match").first()).toBeVisible();
  await expect(page.getByText('Please make sure your new passwords match.')).toBeVisible();

  await main.getByLabel('Current Password').fill('not-my-password');
  await main.getByLabel('Confirm New Password').fill('new-password-1');
  await main.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Error updating password')).toBeVisible();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

  await main.getByLabel('Current Password').fill(password);
  await main.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();
  await expect(main.getByLabel('Current Password')).toHaveCount(0);
  // This browser stays signed in.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, email, password);
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await signInThroughForm(page, email, 'new-password-1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Delete Account asks first, then deletes: the user is signed out and can no longer sign in', async ({ page }) => {
  const { email, password } = await onSettings(page, 'settings-delete');
  await page.goto('/settings/profile');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(
    confirm.getByText('This action cannot be undone. This will permanently delete your account and remove all your data from our servers.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await main.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, email, password);
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
