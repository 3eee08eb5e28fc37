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

// Four pages a test: axe takes about 2 s a page on a quiet machine, so eleven in one test came
// near its 60 s on a busy one; split, the two workers share them too.
for (let from = 0; from < signedInPages.length; from += 4) {
  const pages = signedInPages.slice(from, from + 4);
  test(`settings pages have no serious accessibility issues: ${pages.map(([, heading]) => heading).join(', ')}`, { tag: '@phone' }, async ({ page }) => {
    await onboardedUser(page, `a11y-${from}`);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    }
  });
}

test('public pages have no serious accessibility issues', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/', '/auth', '/request-password-reset']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  }
});
