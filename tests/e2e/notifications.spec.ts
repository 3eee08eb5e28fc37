import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, waitingForHydration } from './support/test';
import { e2e } from '../../playwright.config';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The unsubscribe link of the newest mail to `to` with `subject`. */
async function unsubscribeLinkFromMail(to: string, subject: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = fs
      .readdirSync(e2e.mailDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(e2e.mailDir, file), 'utf8')) as { to: string[]; text: string })
      .filter((m) => m.to.includes(to) && m.text.includes(`Subject: ${subject}`))
      .at(-1);
    const link = mail && /https?:\/\/[^\s"<>]+\/api\/notifications\/unsubscribe\?token=[\w.%-]+/.exec(mail.text)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('notifications: the defaults, checked fields, saved and kept; no sideways scroll, axe clean', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'notify', { bank: false });
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // Defaults: bill reminders 3 days before and bank connection warnings, by email.
  await expect(page.getByRole('switch', { name: 'Bills due' })).toBeChecked();
  await expect(page.getByLabel('When')).toHaveValue('3');
  await expect(page.getByRole('switch', { name: 'Bank connections' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Low balance' })).not.toBeChecked();
  // The reminder to import a newer statement (issue 22 item 7) is on by default.
  await expect(page.getByRole('switch', { name: 'Statements to import' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email' })).toBeChecked();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('switch', { name: 'Low balance' }).click();
  await page.getByLabel('ntfy topic address (optional)').fill('http://ntfy.example.com/my-topic');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter the amount to warn you below')).toBeVisible();
  await expect(page.getByText('Please enter an https:// address')).toBeVisible();

  await page.getByLabel('Warn me below (£)').fill('150');
  await page.getByLabel('ntfy topic address (optional)').fill('https://ntfy.example.com/my-topic');
  await page.getByLabel('When').selectOption({ label: '5 days before' });
  await page.getByRole('switch', { name: 'Hold notifications at night' }).click();
  await page.getByLabel('Until').selectOption({ label: '08:00' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.reload();
  await expect(page.getByLabel('Warn me below (£)')).toHaveValue('150.00');
  await expect(page.getByLabel('When')).toHaveValue('5');
  await expect(page.getByLabel('ntfy topic address (optional)')).toHaveValue('https://ntfy.example.com/my-topic');
  await expect(page.getByLabel('From')).toHaveValue('22');
  await expect(page.getByLabel('Until')).toHaveValue('8');
});

test('notifications: a test email arrives, and its link stops notification emails without signing in', async ({ page, browser }) => {
  const { email } = await onboardedUser(page, 'notify-unsub', { bank: false });
  await page.goto('/settings/notifications');
  await page.getByRole('button', { name: 'Send a test email' }).click();
  await expect(page.getByText('Test notification sent')).toBeVisible();
  const link = await unsubscribeLinkFromMail(email, 'Plain Sight test notification');

  // Another browser, signed out.
  const stranger = waitingForHydration(await browser.newPage());
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'Stop notification emails?' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Stop notification emails' }).click();
  await expect(stranger.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await stranger.close();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email' })).not.toBeChecked();
});

test('notifications: an ntfy access token is saved without being shown again, and can be removed', async ({ page }) => {
  await onboardedUser(page, 'notify-token', { bank: false });
  await page.goto('/settings/notifications');
  const token = page.getByLabel('Access token (optional)');
  await expect(token).toHaveAttribute('type', 'password');
  await page.getByLabel('ntfy topic address (optional)').fill('https://ntfy.example.com/my-topic');
  await token.fill('tk_has space');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter the access token as ntfy shows it, without spaces')).toBeVisible();

  await token.fill('tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(token).toHaveValue('');
  await expect(page.getByText('An access token is saved. Type a new one to replace it.')).toBeVisible();
  expect(await page.content()).not.toContain('AgQdq7mV');

  await page.getByRole('button', { name: 'Remove the access token' }).click();
  await expect(page.getByText('The saved access token will be removed when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove the access token' })).toHaveCount(0);
  await expect(page.getByText('An access token is saved')).toHaveCount(0);
});
