import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// The e2e server's today is Tuesday 10 March 2026; the sandbox bank has months of history.

const rowsOf = (page: Page) => page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');

/** 'Showing 40 of 1,234 transactions' as [40, 1234] (a search past 1,000 matches says '1,000+'). */
async function shown(page: Page): Promise<[number, number]> {
  const text = (await page.getByText(/^Showing [\d,]+ of [\d,]+\+? transactions$/).textContent())!;
  const [, count, total] = /Showing ([\d,]+) of ([\d,]+)/.exec(text)!;
  return [Number(count!.replaceAll(',', '')), Number(total!.replaceAll(',', ''))];
}

/** Every row's day (its <time datetime>). */
const daysOf = (rows: Locator) => rows.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Transactions: 20 rows, Load Transactions for more, tabs in the URL, search with Clear search', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'tx');
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Transaction periods' }).getByRole('tab')).toHaveText([
    'All',
    'Yesterday',
    'This Week',
    'This Month',
    'Custom',
  ]);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  // All: the first page on open, newest first; the button adds the next 20.
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(20, { timeout: 15_000 });
  const [, total] = await shown(page);
  expect(total).toBeGreaterThan(40);
  const firstPage = await daysOf(rows);
  expect(firstPage.every((day) => day <= '2026-03-10')).toBe(true);
  expect([...firstPage].sort().reverse()).toEqual(firstPage);
  await page.getByRole('button', { name: 'Load Transactions' }).click();
  await expect(rows).toHaveCount(40);
  expect(await shown(page)).toEqual([40, total]);
  const allDays = await daysOf(rows);
  await expect(page.getByText('No more transactions')).toHaveCount(0);

  // Rows (issue 14): the clean merchant name, then the day, category and account; each row
  // is a button opening the detail sheet with the bank's full text (tests/e2e/categories.spec.ts).
  await expect(rows.first().getByRole('button')).toBeVisible();
  await expect(rows.first().locator('span.truncate').first()).not.toHaveText(/^(CARD PAYMENT|DIRECT DEBIT)/);
  await expect(rows.first().locator('time')).toHaveText(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);
  await expect(rows.getByText(/^(\+£|-£)[\d,]+\.\d{2}$/).first()).toBeVisible();
  const moneyOutColour = await rows
    .getByText(/^-£/)
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);

  // The URL follows the tab.
  await page.getByRole('tab', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/\/transactions\?tab=yesterday$/);
  await expect(page.getByRole('tab', { name: 'Yesterday' })).toHaveAttribute('aria-selected', 'true');
  // The navigation (sidebar, or the bottom bar on phones) still marks Transactions with the query string.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  await expect(rows.first().or(page.getByText('No transactions found for the selected time period.'))).toBeVisible();
  expect((await daysOf(rows)).every((day) => day === '2026-03-09')).toBe(true);

  await page.getByRole('tab', { name: 'This Week' }).click();
  await expect(page).toHaveURL(/tab=week/);
  await expect(rows.first()).toBeVisible();
  // Monday 9 March to today.
  expect((await daysOf(rows)).every((day) => day >= '2026-03-09' && day <= '2026-03-10')).toBe(true);

  // Custom: a range calendar (one month on phones, two from 768 px) where future days are disabled.
  await page.getByRole('tab', { name: 'Custom' }).click();
  await expect(page).toHaveURL(/\/transactions\?tab=custom$/);
  const bothDates = page.getByText('Please select both start and end dates to view transactions.');
  await expect(bothDates).toBeVisible();
  const rangeButton = page.getByRole('button', { name: /^Date range/ });
  await expect(rangeButton).toHaveText('Pick a date range');
  await rangeButton.click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date range' });
  // It ends at this month: the one before it joins it on wide screens.
  const months = test.info().project.name === 'mobile' ? ['March 2026'] : ['February 2026', 'March 2026'];
  await expect(calendar.getByRole('grid')).toHaveCount(months.length);
  for (const [i, month] of months.entries()) await expect(calendar.getByRole('grid').nth(i)).toHaveAccessibleName(month);
  const todayButton = calendar.getByRole('button', { name: 'Today, Tuesday, 10 March 2026' });
  await expect(todayButton).toBeFocused();
  await expect(calendar.getByRole('button', { name: 'Wednesday, 11 March 2026' })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: 'Go to the Next Month' })).toBeDisabled();
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yIssues(page);

  // The keyboard picks the start: a week back from today is Tuesday 3 March. A start alone
  // is in the URL but is not a range yet.
  await page.keyboard.press('ArrowUp');
  await expect(calendar.getByRole('button', { name: 'Tuesday, 3 March 2026' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=custom&from=2026-03-03$/);
  await expect(bothDates).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(calendar.getByRole('button', { name: 'Tuesday, 3 March 2026, selected' })).toBeVisible();
  // A click on an earlier day ends the range there: the days come out in order and the calendar closes.
  await calendar.getByRole('button', { name: 'Monday, 2 March 2026' }).click();
  await expect(page).toHaveURL(/tab=custom&from=2026-03-02&to=2026-03-03$/);
  await expect(calendar).toHaveCount(0);
  await expect(rangeButton).toBeFocused();
  await expect(rangeButton).toHaveText('2 Mar 2026 – 3 Mar 2026');
  await expect(bothDates).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  expect((await daysOf(rows)).every((day) => day >= '2026-03-02' && day <= '2026-03-03')).toBe(true);

  // A new click on a complete range starts a new one.
  await rangeButton.click();
  await expect(calendar.getByRole('button', { name: 'Monday, 2 March 2026, selected' })).toBeFocused();
  await calendar.getByRole('button', { name: 'Thursday, 5 March 2026' }).click();
  await expect(page).toHaveURL(/tab=custom&from=2026-03-05$/);
  await expect(bothDates).toBeVisible();
  await calendar.getByRole('button', { name: 'Today, Tuesday, 10 March 2026' }).click();
  await expect(page).toHaveURL(/tab=custom&from=2026-03-05&to=2026-03-10$/);
  await expect(rangeButton).toHaveText('5 Mar 2026 – 10 Mar 2026');
  await expect(rows.first()).toBeVisible();
  // Both ends included: the very rows All listed for those days (its 40 reach further back).
  expect(allDays.at(-1)! < '2026-03-05').toBe(true);
  const inRange = allDays.filter((day) => day >= '2026-03-05' && day <= '2026-03-10');
  // The range pages by 20 as All does, and the sandbox's six days sometimes hold a few more.
  if (inRange.length > 20) {
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: 'Load Transactions' }).click();
  }
  await expect.poll(() => daysOf(rows)).toEqual(inRange);

  // Search runs on the server, across the whole history of the All tab.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(rows).toHaveCount(20);
  const search = page.getByRole('searchbox', { name: 'Search transactions' });
  await search.fill('zzz no such payee');
  await expect(page.getByText('No transactions found matching "zzz no such payee"')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(rows).toHaveCount(20);
  expect((await shown(page))[1]).toBe(total);

  // A real term narrows the list to the matching rows (the monthly salary), any case.
  await search.fill('salary');
  await expect.poll(async () => (await shown(page))[1]).toBeLessThan(total);
  // Each row names the employer (the clean merchant) and shows its category, Salary.
  const texts = await rows.allTextContents();
  expect(texts.length).toBeGreaterThan(1);
  expect(texts.every((text) => text.includes(' · Salary'))).toBe(true);
  // Money in is signed '+' and shown in green, unlike money out.
  const pay = rows.first().getByText(/^\+£[\d,]+\.\d{2}$/);
  await expect(pay).toBeVisible();
  expect(await pay.evaluate((el) => getComputedStyle(el).color)).not.toBe(moneyOutColour);
});

test('Transactions: the query string preselects a custom range; paging ends with No more transactions', async ({ page }) => {
  await onboardedUser(page, 'tx-range');
  await page.goto('/transactions?tab=custom&from=2026-02-16&to=2026-03-01');
  await expect(page.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true');
  const rangeButton = page.getByRole('button', { name: /^Date range/ });
  await expect(rangeButton).toHaveText('16 Feb 2026 – 1 Mar 2026');
  // The calendar opens on the range's first month with its start focused.
  await rangeButton.click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date range' });
  await expect(calendar.getByRole('grid').first()).toHaveAccessibleName('February 2026');
  await expect(calendar.getByRole('button', { name: 'Monday, 16 February 2026, selected' })).toBeFocused();
  await expect(calendar.getByRole('button', { name: 'Saturday, 28 February 2026, selected' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Sunday, 15 February 2026', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);

  const rows = rowsOf(page);
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  const [, total] = await shown(page);
  const load = page.getByRole('button', { name: 'Load Transactions' });
  for (let pages = 1; pages * 20 < total; pages++) {
    await expect(load).toBeVisible();
    await load.click();
    await expect(rows).toHaveCount(Math.min((pages + 1) * 20, total));
  }
  await expect(page.getByText('No more transactions')).toBeVisible();
  await expect(load).toHaveCount(0);
  await expect(rows).toHaveCount(total);
  const days = await daysOf(rows);
  expect(days.length).toBe(total);
  expect(days.every((day) => day >= '2026-02-16' && day <= '2026-03-01')).toBe(true);
  expect(new Set(days).size).toBeGreaterThan(1);

  // A range with nothing in it (before the history begins).
  await page.goto('/transactions?tab=custom&from=2001-01-01&to=2001-01-02');
  await expect(page.getByText('No transactions found for the selected time period.')).toBeVisible({ timeout: 15_000 });
});

test('Transactions without a bank: Link your bank account, and Connect Bank Account goes to Money In', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'tx-nobank', { bank: false });
  await page.goto('/transactions');
  await expect(page.getByText('Link your bank account to see your transactions.')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Connect Bank Account' }).click();
  await expect(page).toHaveURL(/\/money$/);
  await expect(page.getByRole('heading', { name: 'Money In', level: 1 })).toBeVisible();
  await expect(page.getByText('Connect your bank to see your income')).toBeVisible();
  await page.getByRole('button', { name: 'Connect Bank Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect your bank' })).toBeVisible();
});
