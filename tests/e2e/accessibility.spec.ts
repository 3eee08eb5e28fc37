import { expect, test } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// Every signed-in page outside the money screens (whose own specs run axe on each tab),
// and the pages anyone can see: no serious or critical axe violation.

const signedInPages = [
  ['/settings', 'Settings'],
  ['/settings/profile', 'Edit Profile'],
  ['/settings/payday', 'Payday Settings'],
  ['/settings/bank-connections', 'Bank Connections'],
  ['/settings/subscription', 'Subscription'],
  ['/settings/support', 'Support'],
  ['/settings/feedback', 'Share Your Feedback'],
  ['/settings/2fa', 'Two-Factor Authentication'],
  ['/settings/notifications', 'Notifications'],
  ['/settings/referrals', 'Invite a Friend'],
  ['/settings/affiliate', 'Share & Earn'],
] as const;

test('settings pages have no serious accessibility issues', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'a11y');
  for (const [path, heading] of signedInPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  }
});

test('public pages have no serious accessibility issues', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/', '/auth', '/request-password-reset']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  }
});
