import { expect, test, type Page } from './support/test';
import { signedInOverApi } from './support/fixtures';

const SUPPORT = 'support@plainsight.app';

/** A verified, onboarded user, signed in on `page` (made over HTTP: the sign-up form has its own tests). */
const onboardedUser = (page: Page, label: string) => signedInOverApi(page, label);

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** tRPC over fetch from inside the page, as the app itself calls it (same origin, session cookie). */
async function callInPage(page: Page, path: string, input: unknown) {
  const status = await page.evaluate(
    async ([p, body]) => (await fetch(`/trpc/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    [path, input] as const,
  );
  expect(status, path).toBe(200);
}

test('payday: choose the 15th, save, land on the dashboard, and find it kept', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'payday');
  await page.goto('/settings/payday');
  await expect(page.getByRole('heading', { name: 'Payday Settings' })).toBeVisible();
  const select = page.getByLabel('Your payday');
  // Nothing chosen yet: the 1st is shown.
  await expect(select).toHaveValue('1');
  const labels = await select.locator('option').allTextContents();
  // The 1st to the 28th, then the last working day (issue 11: choosable again), the last
  // Friday and a set weekday of the month (issue 26).
  expect(labels).toHaveLength(31);
  expect(labels.slice(28)).toEqual(['Last working day of each month', 'Last Friday of each month', 'A set weekday, e.g. the second Tuesday']);
  expect([labels[0], labels[1], labels[2], labels[3], labels[10], labels[11], labels[12], labels[20], labels[21], labels[22], labels[27]]).toEqual([
    '1st of each month',
    '2nd of each month',
    '3rd of each month',
    '4th of each month',
    '11th of each month',
    '12th of each month',
    '13th of each month',
    '21st of each month',
    '22nd of each month',
    '23rd of each month',
    '28th of each month',
  ]);
  await expectNoHorizontalScroll(page);

  await select.selectOption({ label: '15th of each month' });
  await expect(page.getByText('Your financial month starts on the 15th and ends the day before your next payday.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const savedAt = Date.now();
  await expect(page.getByText('Payday updated to the 15th!')).toBeVisible();
  await expect(page.getByText('Your financial month will now start on the 15th of each month.')).toBeVisible();
  // The page waits 1.5 s before moving on, so the messages can be read.
  expect(new URL(page.url()).pathname).toBe('/settings/payday');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1_300);

  await page.goto('/settings/payday');
  await expect(select).toHaveValue('15');
  await expect(select.locator('option:checked')).toHaveText('15th of each month');
});

test('payday: the last working day chosen at onboarding is shown, replaced by a day, and can be chosen again', async ({ page }) => {
  await signedInOverApi(page, 'payday-lw', { onboarded: false });
  await page.goto('/onboarding/welcome');
  // Onboarding through its API, as the onboarding screens do, choosing the last working day.
  await callInPage(page, 'onboarding.saveGoals', { goals: ['build-savings'] });
  for (const step of ['welcome', 'payday', 'goals', 'connect-bank', 'profile-pic', 'paywall']) await callInPage(page, 'onboarding.recordStep', { step });
  await callInPage(page, 'onboarding.complete', { payDay: 31 });

  await page.goto('/settings/payday');
  const select = page.getByLabel('Your payday');
  await expect(select.locator('option:checked')).toHaveText('Last working day of each month');
  await expect(select.locator('option')).toHaveCount(31);
  await expect(page.getByText(/starts on the last working day of each month/)).toBeVisible();
  await select.selectOption({ label: '2nd of each month' });
  await page.getByLabel(/The next working day/).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payday updated to the 2nd!')).toBeVisible();
  await expect(page.getByText('Your financial month will now start on the 2nd of each month.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  await page.goto('/settings/payday');
  await expect(select).toHaveValue('2');
  await expect(page.getByLabel(/The next working day/)).toBeChecked();
  await select.selectOption({ label: 'Last working day of each month' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payday updated to the last working day!')).toBeVisible();
});

test('payday: a failed save says so and stays on the page', async ({ page }) => {
  await onboardedUser(page, 'payday-fail');
  // The page's own clock, so the test can run it past the 1.5 s a saved payday waits before going on.
  await page.clock.install();
  await page.goto('/settings/payday');
  await page.route('**/trpc/payday.set**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }),
    }),
  );
  await page.getByLabel('Your payday').selectOption({ label: '20th of each month' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Error updating payday')).toBeVisible();
  await expect(page.getByText('There was a problem updating your payday settings.')).toBeVisible();
  await page.clock.runFor(1_800);
  expect(new URL(page.url()).pathname).toBe('/settings/payday');
});

const comingSoon = [
  { path: '/settings/referrals', title: 'Invite a Friend' },
  { path: '/settings/affiliate', title: 'Share & Earn' },
];

test('the Coming Soon pages, each with its title and a way back to Settings', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'soon');
  for (const { path, title } of comingSoon) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  }
});

test('support: the address and a Contact Support button that opens the mail app', async ({ page }) => {
  await onboardedUser(page, 'support');
  await page.goto('/settings/support');
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  await expectNoHorizontalScroll(page);
});

test('feedback: the form checks its fields, then opens a mail to support', async ({ page }) => {
  // Mail apps cannot open in the test browser: record the mailto: links the page follows.
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { openedMail: string[] }).openedMail = opened;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) opened.push(this.href);
      else click.call(this);
    };
  });
  const { email } = await onboardedUser(page, 'feedback');
  await page.goto('/settings/feedback');
  await expect(page.getByRole('heading', { name: 'Share Your Feedback' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Category')).toHaveValue('feedback');
  expect(await page.getByLabel('Category').locator('option').allTextContents()).toEqual(['General Feedback', 'Feature Request', 'Bug Report']);
  await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  await expectNoHorizontalScroll(page);

  await page.getByLabel('Name').fill('A');
  await page.getByLabel('Email').fill('ann@');
  await page.getByLabel('Message').fill('Too short');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please provide more details (at least 10 characters)')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { openedMail: string[] }).openedMail)).toEqual([]);

  await page.getByLabel('Name').fill('Ann');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Category').selectOption({ label: 'Bug Report' });
  await page.getByLabel('Message').fill('The chart is blank on Sundays & holidays.\nSecond line: 100% sure?');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);

  const opened = await page.evaluate(() => (window as unknown as { openedMail: string[] }).openedMail);
  expect(opened).toHaveLength(1);
  const mail = new URL(opened[0]!);
  expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${SUPPORT}`);
  const fields = new Map(
    mail.search
      .slice(1)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
  expect(fields.get('subject')).toBe('[BUG] Feedback from Ann');
  expect(fields.get('body')!.split('\r\n')).toEqual([
    'Name: Ann',
    `Email: ${email}`,
    'Category: Bug Report',
    '',
    'Message:',
    'The chart is blank on Sundays & holidays.',
    'Second line: 100% sure?',
    '',
    '---',
    'Sent from Plain Sight settings',
  ]);
  // If no mail app opened, the same message can be opened again from a link.
  await expect(page.getByRole('link', { name: 'Open the message again' })).toHaveAttribute('href', opened[0]!);
});

test('access tokens on Edit Profile: create one, see it once, then revoke it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await onboardedUser(page, 'tokens');
  await page.goto('/settings/profile');
  const card = page.getByRole('region', { name: 'Personal access tokens' });
  await expect(card.getByRole('heading', { name: 'Personal access tokens' })).toBeVisible();
  await expect(card.getByText('You have no tokens yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByText('Please give the token a name')).toBeVisible();
  await card.getByLabel('Token name').fill('My budget script');
  await expect(card.getByLabel('Works for')).toHaveValue('90');
  await card.getByLabel('Works for').selectOption({ label: '30 days' });
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Token created')).toBeVisible();
  await expect(card.getByText("It won't be shown again.", { exact: false })).toBeVisible();
  const token = await card.getByRole('textbox', { name: 'New token', exact: true }).inputValue();
  expect(token).toMatch(/^ps_pat_[A-Za-z0-9_-]{43}$/);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Token copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoHorizontalScroll(page);

  const item = card.getByRole('list', { name: 'Your tokens' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('My budget script');
  await expect(item).toContainText(`${token.slice(0, 8)}…`);
  await expect(item).toContainText('Never used');
  const in30Days = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' }).format(new Date(Date.now() + 30 * 24 * 3600 * 1000));
  await expect(item).toContainText(`Expires ${in30Days}`);

  // The user's script uses it; the list then says when.
  const session = async () =>
    ((await (await fetch(`${baseURL}/trpc/auth.session`, { headers: { authorization: `Bearer ${token}` } })).json()) as { result: { data: unknown } }).result
      .data;
  await expect.poll(session).not.toBeNull();
  await page.reload();
  await expect(item).toContainText(/Last used \d{1,2} \w{3,4} \d{4}/);
  // Shown once: gone after a reload.
  await expect(page.getByRole('textbox', { name: 'New token', exact: true })).toHaveCount(0);
  expect(await page.content()).not.toContain(token);

  await item.getByRole('button', { name: 'Revoke My budget script' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await expect(confirm).toContainText('Scripts using "My budget script" will stop working straight away.');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(card.getByText('You have no tokens yet.')).toBeVisible();
  expect(await session()).toBeNull();
});
