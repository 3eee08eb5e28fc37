import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// Issue 14 on the sandbox bank. The e2e server's today is Tuesday 10 March 2026; pay day 25,
// so the current pay cycle began on 25 February.

const rowsOf = (page: Page) => page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');

test('Spending by category: chart and list, a category opens its transactions, filters in the URL', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'cat-chart', { payDay: 25 });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Spending Overview' }).click();

  await expect(page.getByRole('heading', { name: 'Spending by category since 25 Feb' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('category-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('trend-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('balance-chart').locator('.recharts-line').first()).toBeVisible();
  // The text alternative: every category with its amount, each a link to its transactions.
  const list = page.getByRole('list', { name: 'Spending by category' });
  const groceries = list.getByRole('link', { name: /^Groceries £[\d,]+\.\d{2}/ });
  await expect(groceries).toBeVisible();
  await expect(page.getByRole('table', { name: 'Spending per pay cycle, oldest first' }).getByRole('row')).toHaveCount(7);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);

  await groceries.click();
  await expect(page).toHaveURL(/\/transactions\?tab=custom&from=2026-02-25&to=2026-03-10&category=groceries$/);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('groceries');
  const rows = rowsOf(page);
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  for (const text of await rows.allTextContents()) expect(text).toContain('Groceries');

  // The account filter joins it in the URL; choosing All categories takes the category out.
  const account = page.getByLabel('Account', { exact: true });
  const firstAccount = (await account.locator('option').nth(1).getAttribute('value'))!;
  await account.selectOption(firstAccount);
  await expect(page).toHaveURL(new RegExp(`category=groceries&account=${firstAccount}$`));
  await page.getByLabel('Category', { exact: true }).selectOption('');
  await expect(page).toHaveURL(new RegExp(`/transactions\\?tab=custom&from=2026-02-25&to=2026-03-10&account=${firstAccount}$`));
  await expect(rows.first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('A row opens its detail sheet; changing the category asks "All from ...?" and yes sorts the others too', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'cat-sheet', { payDay: 25 });
  await page.goto('/transactions?category=groceries');
  const rows = rowsOf(page);
  await expect(rows.nth(1)).toBeVisible({ timeout: 15_000 });
  const merchant = (await rows.first().locator('span.truncate').first().textContent())!.trim();

  await rows.first().getByRole('button').focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/^(Pending|Booked)$/)).toBeVisible();
  await expect(sheet.getByText(/^\d{1,2} \w+ 20\d\d$/)).toBeVisible();
  await expect(sheet.getByLabel('Category')).toHaveValue('groceries');
  await expectNoSeriousA11yIssues(page);

  await sheet.getByLabel('Category').selectOption({ label: 'Eating out and takeaways' });
  const ask = page.getByRole('alertdialog', { name: `All from ${merchant}?` });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: `Yes, all from ${merchant}` }).click();
  await expect(page.getByText(`Everything from ${merchant} is now in this category`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  // The rule is in Settings, and the merchant's rows left the groceries list.
  await page.goto('/settings/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories and Rules' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rules' }).getByText(merchant, { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.goto('/transactions?category=eating-out');
  await expect(rows.filter({ hasText: merchant }).first()).toBeVisible({ timeout: 15_000 });
});

/** transactions.list's input in a tRPC GET (batched with others or not), as JSON text. */
function listInputOf(url: string): string | undefined {
  const { pathname, searchParams } = new URL(url);
  const index = pathname.replace('/trpc/', '').split(',').indexOf('transactions.list');
  if (index < 0) return undefined;
  return JSON.stringify((JSON.parse(searchParams.get('input') ?? '{}') as Record<string, unknown>)[String(index)]);
}

/** Pence as the screens write them: '£1,234.50'. */
const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test(
  'The category chart shows any of the last 6 pay cycles; the change compares the same days and lists what was spent only before',
  { tag: '@phone' },
  async ({ page }) => {
    const { api } = await onboardedUser(page, 'cat-cycles', { payDay: 25 });
    // The sandbox pays on the working day before a weekend or bank holiday, and a cycle starts
    // when pay lands: 25 Feb 2026 (Wed); 25 Jan is a Sunday, so 23 Jan; 25 Dec 2025 is
    // Christmas, so 24 Dec; 25 Nov (Tue); 25 Oct is a Saturday, so 24 Oct; 25 Sep (Thu).
    const ranges = ['25 Feb – 24 Mar', '23 Jan – 24 Feb', '24 Dec 2025 – 22 Jan 2026', '25 Nov – 23 Dec 2025', '24 Oct – 24 Nov 2025', '25 Sep – 23 Oct 2025'];
    const before = await api.trpc.categories.totals.query({ cycles: 6 });
    expect(before.cycles.map((c) => c.startDate)).toEqual(['2026-02-25', '2026-01-23', '2025-12-24', '2025-11-25', '2025-10-24', '2025-09-25']);

    // A category spent on only in the last cycle: one of its grocery payments moved to it, from
    // the first 14 days of it (23 Jan - 5 Feb), which this cycle's 14 days so far are compared with.
    const { id: allotment } = await api.trpc.categories.add.mutate({ name: 'Allotment', group: 'everyday' });
    const last = await api.trpc.transactions.list.query({ tab: 'custom', from: '2026-01-23', to: '2026-02-05', category: 'groceries' });
    const moved = last.rows.find((r) => r.amount < 0)!;
    expect(moved).toBeDefined();
    await api.trpc.categories.setTransactionCategory.mutate({ transactionId: moved.id, categoryId: allotment, applyToMerchant: false });
    const { cycles } = await api.trpc.categories.totals.query({ cycles: 6 });
    const totalOf = (cycle: number, id: string) => cycles[cycle]!.categories.find((c) => c.categoryId === id)?.total ?? 0;
    const comparedOf = (cycle: number, id: string) => cycles[cycle]!.comparison?.categories.find((c) => c.categoryId === id)?.total ?? 0;
    expect(totalOf(1, allotment)).toBe(-moved.amount);
    expect(totalOf(0, allotment)).toBe(0);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Spending Overview' }).click();
    const selector = page.getByRole('group', { name: 'Pay cycle' });
    const range = selector.getByTestId('cycle-range');
    const earlier = selector.getByRole('button', { name: 'Previous pay cycle' });
    const later = selector.getByRole('button', { name: 'Next pay cycle' });
    const list = page.getByRole('list', { name: 'Spending by category' });

    // The current cycle first: it is partial, so it is compared with the same 14 days of the last.
    await expect(range).toHaveText(`${ranges[0]} (this cycle)`, { timeout: 15_000 });
    await expect(later).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('heading', { name: 'Spending by category since 25 Feb' })).toBeVisible();
    const groceriesChange = totalOf(0, 'groceries') - comparedOf(0, 'groceries');
    await expect(list.getByRole('link', { name: /^Groceries/ })).toContainText(
      `${pounds(totalOf(0, 'groceries'))}${groceriesChange === 0 ? 'Same as' : groceriesChange > 0 ? 'Up' : 'Down'}`,
    );
    if (groceriesChange !== 0)
      await expect(list.getByRole('link', { name: /^Groceries/ })).toContainText(`${pounds(Math.abs(groceriesChange))} on the first 14 days of last cycle`);
    // Spent on in those days of last cycle, not yet this one: listed at £0.00, down by all of it, not a link.
    const gone = list.getByRole('listitem').filter({ hasText: 'Allotment' });
    await expect(gone).toHaveText(`Allotment£0.00Down ${pounds(-moved.amount)} on the first 14 days of last cycle`);
    await expect(gone.getByRole('link')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    // The cycle before: its own figures, compared with the cycle before it.
    await earlier.click();
    await expect(range).toHaveText(ranges[1]!);
    await expect(page.getByRole('heading', { name: `Spending by category ${ranges[1]}` })).toBeVisible();
    await expect(later).not.toHaveAttribute('aria-disabled');
    const allotmentLink = list.getByRole('link', { name: /^Allotment/ });
    await expect(allotmentLink).toHaveText(`Allotment${pounds(-moved.amount)}Up ${pounds(-moved.amount)} on the cycle before`);
    await expect(page.getByTestId('category-chart').locator('.recharts-bar-rectangle')).toHaveCount(Math.min(8, cycles[1]!.categories.length));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);

    // Back to the oldest of the six by keyboard; it has no cycle before it to compare with.
    await earlier.focus();
    for (const text of ranges.slice(2)) {
      await page.keyboard.press('Enter');
      await expect(range).toHaveText(text);
    }
    await expect(earlier).toHaveAttribute('aria-disabled', 'true');
    await expect(earlier).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(range).toHaveText(ranges[5]!);
    if (cycles[5]!.categories.length > 0) await expect(list.getByRole('listitem')).toHaveCount(cycles[5]!.categories.length);
    await expect(list).not.toContainText('cycle before');
    for (let i = 4; i >= 1; i--) {
      await later.click();
      await expect(range).toHaveText(ranges[i]!);
    }

    // A category of a past cycle opens that cycle's transactions in it: the one moved there.
    // Reaching the link starts the route's loader (preload on intent), whose prefetch is the
    // page's very query: the page asks for no other input when it opens (a refresh by the
    // app's live events may ask for the same one again).
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const input = listInputOf(request.url());
      if (input) listCalls.push(input);
    });
    await allotmentLink.focus();
    await expect.poll(() => listCalls.length).toBeGreaterThan(0);
    expect(listCalls[0]).toContain(`"category":"${allotment}"`);
    expect(listCalls[0]).toContain('"from":"2026-01-23","to":"2026-02-24"');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/transactions\\?tab=custom&from=2026-01-23&to=2026-02-24&category=${allotment.replace(/[:]/g, '%3A')}$`));
    await expect(rowsOf(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(rowsOf(page).first()).toContainText(pounds(-moved.amount));
    // Only this category's list counts: on a busy phone the dashboard behind may refresh its own
    // lists (a live event, a stale query) before it unmounts.
    const asked = new Set(listCalls.filter((input) => input.includes(`"category":"${allotment}"`)));
    expect(asked.size, `transactions.list inputs asked for: ${listCalls.join(' | ')}`).toBe(1);
  },
);

test('Settings > Categories: rename a category, hide one, change and delete rules; the results show where they are used', async ({ page }) => {
  const { api } = await onboardedUser(page, 'cat-settings', { payDay: 25 });
  await api.trpc.categories.addRule.mutate({ merchant: 'Corner Bakery', categoryId: 'groceries' });
  await api.trpc.categories.addRule.mutate({ merchant: 'Harbour Books', categoryId: 'shopping' });
  await page.goto('/settings/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories and Rules' })).toBeVisible({ timeout: 15_000 });

  // Rename: Groceries becomes Food shop.
  await page.getByRole('button', { name: 'Rename Groceries' }).click();
  await page.getByLabel('New name for Groceries').fill('Food shop');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category renamed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename Food shop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename Groceries' })).toHaveCount(0);

  // Hide: Pets is struck through, says it is hidden, and can no longer be chosen for a rule.
  await page.getByRole('button', { name: 'Hide Pets' }).click();
  await expect(page.getByRole('button', { name: 'Show Pets' })).toBeVisible();
  await expect(page.getByText('Pets (hidden)')).toBeVisible();
  const bakery = page.getByLabel('Category for Corner Bakery');
  await expect(bakery.locator('option', { hasText: 'Pets' })).toHaveCount(0);
  // The rule's category shows the new name.
  await expect(bakery.locator('option:checked')).toHaveText('Food shop');

  // A rule changed, another deleted.
  await bakery.selectOption({ label: 'Eating out and takeaways' });
  await expect(page.getByText('Rule changed')).toBeVisible();
  await page.getByRole('button', { name: 'Delete the rule for Harbour Books' }).click();
  await expect(page.getByText('Rule deleted')).toBeVisible();
  const rules = page.getByRole('list', { name: 'Rules' });
  await expect(rules.getByRole('listitem')).toHaveCount(1);
  await expect(rules.getByText('Harbour Books')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // Stored: a fresh page shows the same, and so does the server.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Rename Food shop' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Show Pets' })).toBeVisible();
  await expect(page.getByLabel('Category for Corner Bakery')).toHaveValue('eating-out');
  expect((await api.trpc.categories.rules.query()).rules.map((r) => [r.merchant, r.categoryId])).toEqual([['Corner Bakery', 'eating-out']]);

  // Elsewhere the new name is used: Transactions' category filter.
  await page.goto('/transactions?category=groceries');
  await expect(page.getByLabel('Category', { exact: true }).locator('option:checked')).toHaveText('Food shop', { timeout: 15_000 });
});
