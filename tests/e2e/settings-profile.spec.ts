import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { signedInOverApi, signInThroughForm } from './support/fixtures';

/** A signed-in user who has finished onboarding, on /settings. */
async function onSettings(page: Page, label: string) {
  const account = await signedInOverApi(page, label);
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
        ['Categories and Rules', '/settings/categories'],
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
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
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

test(
  'a new picture (any image the browser shows, here an SVG) is cropped in the dialog, re-encoded small and uploaded',
  { tag: '@phone' },
  async ({ page }) => {
    await onSettings(page, 'settings-avatar');
    await page.goto('/settings/profile');
    const main = page.getByRole('main');
    await expect(main.getByTestId('avatar-initial')).toHaveText('A');
    // A 1200x800 SVG (the server takes no SVG): the crop is drawn and re-encoded in the browser.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#2255aa"/><circle cx="600" cy="400" r="300" fill="#ffcc00"/></svg>',
    );
    await main.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: svg });

    const dialog = page.getByRole('dialog', { name: 'Crop Profile Picture' });
    await expect(dialog).toBeVisible();
    const zoom = dialog.getByLabel('Zoom');
    await expect(zoom).toHaveAttribute('min', '1');
    await expect(zoom).toHaveAttribute('max', '3');
    await zoom.fill('2');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    // What the page hands to fetch (a Blob body is not visible in Playwright's request record).
    await page.evaluate(() => {
      const w = window as unknown as { avatarBodies: number[] };
      w.avatarBodies = [];
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input).includes('/api/avatar') && init?.body instanceof Blob) w.avatarBodies.push(init.body.size);
        return send(input, init);
      };
    });
    const upload = page.waitForRequest((r) => r.url().includes('/api/avatar') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Apply & Upload' }).click();
    const sent = await upload;
    expect(sent.headers()['content-type']).toBe('image/webp');
    expect(new URL(sent.url()).search).toBe('');
    await expect(page.getByText('Profile picture uploaded successfully')).toBeVisible();
    // A 400 px square in WebP: a few KB, where the SVG's own pixels would be refused by the server.
    const [sentBytes] = await page.evaluate(() => (window as unknown as { avatarBodies: number[] }).avatarBodies);
    expect(sentBytes).toBeGreaterThan(0);
    expect(sentBytes).toBeLessThan(100_000);
    await expect(dialog).toBeHidden();

    const img = main.getByRole('img', { name: 'Your profile picture' });
    await expect(img).toHaveAttribute('src', /^\/api\/avatar\/[0-9a-f-]{36}\?v=\d+$/);
    const stored = await page.request.get((await img.getAttribute('src'))!);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    const meta = await sharp(await stored.body()).metadata();
    // Zoom 2 on an 800 px high picture: a 400x400 square.
    expect([meta.width, meta.height]).toEqual([400, 400]);

    // The Settings page shows it too.
    await page.goto('/settings');
    await expect(page.getByRole('main').getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^\/api\/avatar\//);
  },
);

test('the password is changed from Edit Profile: the new one signs in, the old one no longer does', async ({ page }) => {
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
  await expect(page.getByText('That email and password do not match. Please check them and try again.')).toBeVisible();
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
  await expect(page.getByText('That email and password do not match. Please check them and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
