import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser, penceOf } from './support/money-fixtures';

async function figure(page: Page, title: string) {
  const card = page.getByRole('heading', { name: title, exact: true, level: 3 }).locator('..');
  const value = card.getByText(/^-?£[\d,]+\.\d{2}$/);
  await expect(value).toBeVisible({ timeout: 15_000 });
  return penceOf((await value.textContent())!);
}

test('Home: greeting, the four figures (Payday = Money In - bills), Update Now', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'dash', { firstName: 'Grace', payDay: 25 });
  // The session's first page runs the silent refresh, then the automatic bill check, whose
  // toast ('Found 6 paid bills!') comes whenever that ends: the page is checked with it after.
  const billCheck = page.waitForResponse((res) => res.url().includes('bank.checkBillPayments'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByText('Hello, Grace')).toBeVisible();
  await expect(page.getByText("Here's what's happening today")).toBeVisible();
  await expect(page.getByText('Tuesday 10 March 2026')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Financial Overview' })).toBeVisible();
  await expect(page.getByText('Your current available cash')).toBeVisible();
  await expect(page.getByText('Total money received this month')).toBeVisible();
  await expect(page.getByText('Your total bills this month')).toBeVisible();
  await expect(page.getByText("Your money left after all of this month's bills")).toBeVisible();
  await expect(page.getByText('From your current accounts, after the bills still to come before payday')).toBeVisible();
  // One story (issue 22): left to spend until payday leads, above the four cards (first on a phone).
  const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
  // The payday forecast (issue 27) sits beside left to spend.
  expect(headings.slice(0, 3)).toEqual(['Left to spend until payday', 'Will I make it to payday?', 'Balance']);
  // The Balance card is the current accounts' money; the sandbox bank's savings sit beside it.
  await expect(
    page
      .getByRole('heading', { name: 'Balance', exact: true, level: 3 })
      .locator('..')
      .getByText(/^In your current accounts, plus £[\d,]+\.\d{2} in savings$/),
  ).toBeVisible({
    timeout: 15_000,
  });

  const moneyIn = await figure(page, 'Money In');
  const bills = await figure(page, 'My Bills');
  const left = await figure(page, 'Payday');
  expect(moneyIn).toBeGreaterThan(0);
  expect(left).toBe(moneyIn - bills);
  // Pay day 25: the bills and what is left after them are this pay cycle's, since Wednesday 25 February.
  for (const title of ['My Bills', 'Payday']) {
    await expect(page.getByRole('heading', { name: title, exact: true, level: 3 }).locator('..').getByText('This month: since 25 Feb')).toBeVisible();
  }
  await billCheck;
  // Two frames: the toast is rendered and its fade-in has begun, which the check waits out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectNoSeriousA11yIssues(page, { includeToasts: true });

  await page.getByRole('button', { name: 'Update Now' }).click();
  await expect(page.getByText('Your financial data has been refreshed')).toBeVisible({ timeout: 20_000 });
  expect(await figure(page, 'Balance')).not.toBeNaN();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('Home tabs: spending cards link to their transactions; bills; savings; bank accounts', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'dash-tabs', { payDay: 25 });
  await page.goto('/dashboard');

  await page.getByRole('tab', { name: 'Spending Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Spending Overview' })).toBeVisible();
  // 10 March 2026 with pay day 25: the spending month is the pay cycle, begun on 25 February
  // (decision 024), thirteen days ago, so today, yesterday, this week, last week and this month show.
  const today = page.getByRole('link', { name: /What you've spent today/ });
  // Money spent shows as '-£12.50'; nothing spent is £0.00, never '-£0.00' (issue 11).
  await expect(today).toContainText(/(-£[\d,]+\.\d{2})|(£0\.00)/);
  await expect(today).not.toContainText('-£0.00');
  await expect(page.getByRole('link', { name: /What you've spent yesterday/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /What you've spent last week/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /What you've spent 2 weeks ago/ })).toHaveCount(0);
  await expect(page.getByText('Click to view transactions').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /What you've spent this week/ })).toHaveAttribute(
    'href',
    '/transactions?tab=custom&from=2026-03-09&to=2026-03-10',
  );
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('tab', { name: 'My Bills' }).click();
  await expect(page.getByText('Sorted by highest monthly cost')).toBeVisible();

  await page.getByRole('tab', { name: 'Savings' }).click();
  await expect(page.getByRole('heading', { name: 'Money In Savings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Last deposit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Last month's Balance" })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Savings accounts' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('tab', { name: 'Bank Accounts' }).click();
  const accounts = page.getByRole('list', { name: 'Bank accounts' });
  await expect(accounts.getByText('Available balance').first()).toBeVisible();
  await expect(accounts.getByText(/^Sort code \d{2}-\d{2}-\d{2}$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add Another Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect your bank' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Spending Overview' }).click();
  await page.getByRole('link', { name: /What you've spent this week/ }).click();
  await expect(page).toHaveURL(/\/transactions\?tab=custom&from=2026-03-09&to=2026-03-10$/);
});

test('navigation: bottom bar on phones, sidebar on desktop, avatar to settings', { tag: '@phone' }, async ({ page }, info) => {
  await onboardedUser(page, 'nav', { bank: false });
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await expect(nav).toHaveCount(1);
  for (const label of ['Home', 'Money In', 'Transactions', 'My Bills', 'Settings'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeAttached();
  const box = (await nav.boundingBox())!;
  if (info.project.name === 'mobile') {
    expect(box.y + box.height).toBeGreaterThanOrEqual(730);
    expect(box.height).toBeLessThanOrEqual(80);
  } else {
    expect(box.x).toBe(0);
    expect(box.width).toBe(280);
  }
  await nav.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL(/\/transactions/);
  await page.getByRole('link', { name: 'Your settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('Home: a negative left to spend says what falls short and what could cover it', { tag: '@phone' }, async ({ page }) => {
  const { api } = await onboardedUser(page, 'dash-short', { payDay: 25 });
  // A bill bigger than the current accounts, due before payday (25 March; today is 10 March).
  await api.trpc.bills.add.mutate({ name: 'Tax bill', amount: '250000', type: 'one-time', category: 'Custom', customCategory: 'Tax', dueDate: '2026-03-20' });
  await page.goto('/dashboard');
  const card = page.getByRole('heading', { name: 'Left to spend until payday', level: 3 }).locator('..');
  const left = penceOf(
    (await card
      .getByText(/^-£[\d,]+\.\d{2}$/)
      .first()
      .textContent())!,
  );
  expect(left).toBeLessThan(0);
  const short = -left;
  const advice = card.getByText(/^The bills below come to £[\d,]+\.\d{2} more than your current accounts hold\./);
  await expect(advice).toBeVisible();
  expect(await advice.textContent()).toContain(`${(short / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' })} more than`);
  await expectNoSeriousA11yIssues(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("Home's first load sends its first figures' request once: the entry's early request is the one tRPC uses", { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'dash-first', { firstName: 'Ada', payDay: 25 });
  // The batch src/client/first-request.ts sends for /dashboard: had tRPC written it another
  // way, the entry's request would go unused and tRPC would send its own, a second one.
  const firstBatch = '/trpc/auth.session,dashboard.overview,bills.summary,dashboard.leftToSpend,payday.get,transactions.hasBank?batch=1&input=%7B%7D';
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/auth.session')) sent.push(url.pathname + url.search);
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Hello, Ada')).toBeVisible();
  expect(await figure(page, 'Money In')).toBeGreaterThan(0);
  expect(sent).toEqual([firstBatch]);
});
