import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser, penceOf } from './support/money-fixtures';
import { e2e } from '../../playwright.config';

// Issue 25 (decision 048): the Subscriptions tab of My Bills, cancel help, and a bill's own
// word ("I've cancelled it"), at 1280 and 375 px. The sandbox bank gives the direct debits and
// the rent; a weekly cleaner and a yearly subscription are typed by hand.

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('lists regular payments by kind with the yearly cost, helps cancel, and keeps "cancelled"', { tag: '@phone' }, async ({ page }, info) => {
  const { api } = await onboardedUser(page, 'subscriptions', { payDay: 25 });
  await api.trpc.bills.add.mutate({
    name: 'Cleaner',
    amount: '47',
    type: 'monthly',
    frequency: 'weekly',
    category: 'Custom',
    customCategory: 'Cleaning',
    dueDate: '2026-03-17',
  });
  // The sandbox bank may have its own Amazon Prime too (a yearly card payment): this is the typed one.
  const typedPrime = await api.trpc.bills.add.mutate({
    name: 'Amazon Prime',
    amount: '95',
    type: 'monthly',
    frequency: 'yearly',
    category: 'Subscriptions',
    dueDate: '2026-06-01',
  });
  const before = await api.trpc.bills.subscriptions.query();

  await page.goto('/bills?tab=subscriptions');
  const yearly = page.getByTestId('subscriptions-yearly');
  await expect(yearly).toBeVisible({ timeout: 15_000 });
  // The page shows the server's totals: every item's amount × payments a year, summed.
  expect(penceOf(await yearly.innerText())).toBe(before.yearlyTotal);
  expect(penceOf(await page.getByTestId('subscriptions-monthly').innerText())).toBe(Math.ceil(before.yearlyTotal / 12));

  // The weekly cleaner: "£47.00 every week", £2,444.00 a year (47 × 52), never "a month".
  const cleaner = page.locator('li', { hasText: 'Cleaner' }).first();
  await expect(cleaner).toContainText('£47.00 every week');
  await expect(cleaner).toContainText('£2,444.00 a year');
  // A yearly £95 is put aside at £7.92 a month (9,500 ÷ 12 = 791.67, rounded up).
  const prime = page.getByRole('region', { name: 'Subscriptions' }).locator(`li[data-subscription-id="${typedPrime.id}"]`);
  await expect(prime).toContainText('Put aside £7.92 a month');

  // Cancel help: the merchant's own route and a message to copy.
  await prime.getByText('How to cancel').click();
  await expect(prime.getByText("On Amazon, open 'Your Account', then 'Prime membership', and choose to end it.")).toBeVisible();
  await expect(prime.getByText('Please cancel my subscription with immediate effect')).toBeVisible();
  await expect(prime.getByRole('button', { name: 'Copy message' })).toBeVisible();
  // Paid by card (not a direct debit): how to stop it in the bank's app, without invented menus.
  await prime.getByLabel('Your bank').selectOption('Monzo');
  await expect(prime.getByText("In the Monzo app, look for 'Card subscriptions' or 'Manage payments' in your app.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await expectNoSideScroll(page);
  await page.screenshot({ path: info.outputPath('subscriptions-cancel-help.png'), fullPage: true });

  // A direct debit from the bank: the Direct Debit Guarantee.
  const directDebit = page
    .locator('li', { hasText: 'every month' })
    .filter({ has: page.getByText('How to cancel') })
    .first();
  await directDebit.getByText('How to cancel').click();
  if ((await directDebit.getByText('The Direct Debit Guarantee').count()) > 0) {
    await expect(directDebit.getByText('You can cancel a Direct Debit at any time by contacting your bank.')).toBeVisible();
  }

  // "I've cancelled it": it leaves the totals, and stays after a reload.
  await prime.getByRole('button', { name: "I've cancelled it" }).click();
  await expect(page.getByText('Amazon Prime marked as cancelled')).toBeVisible();
  const setAside = page.getByRole('region', { name: 'Cancelled or not a bill' });
  await expect(setAside.getByText('Amazon Prime')).toBeVisible();
  // 95.00 a year fewer.
  await expect(yearly).toHaveText(new RegExp(`£${((before.yearlyTotal - 9_500) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cancelled or not a bill' }).getByText('Amazon Prime')).toBeVisible({ timeout: 15_000 });
  await expectNoSideScroll(page);
});

test('shows a price rise on the bill, with what it costs more in a year', { tag: '@phone' }, async ({ page }, info) => {
  const { api, email } = await onboardedUser(page, 'price-rise', { payDay: 25 });
  // The sandbox's Netflix: a card subscription at one price every month.
  const bill = (await api.trpc.bank.bills.query()).find((b) => b.frequency === 'monthly' && /netflix/i.test(b.name))!;
  expect(bill).toBeDefined();
  // Its payments before the latest one are made £2 cheaper, as a real rise would show, and the
  // rise is recorded as the detection records it, from the latest payment: monthly, so
  // 2.00 × 12 = £24 more a year.
  const on = bill.reference_date!;
  const from = bill.amount - 200;
  const res = await fetch(`${e2e.controlURL}/price-rise?email=${encodeURIComponent(email)}&bill=${bill.id}&from=${from}&on=${on}`, { method: 'POST' });
  expect(res.status).toBe(204);
  const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: pence % 100 ? 2 : 0 })}`;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(on.slice(5, 7)) - 1];
  const words = `went up from ${pounds(from)} to ${pounds(bill.amount)} on ${Number(on.slice(8, 10))} ${month}: £24 more a year`;

  await page.goto('/bills?tab=subscriptions');
  const item = page.locator(`li[data-subscription-id="${bill.id}"]`);
  await expect(item.getByText(`Price rise: ${words}`)).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yIssues(page);
  await expectNoSideScroll(page);
  await item.screenshot({ path: info.outputPath('price-rise.png') });

  // My Bills says it on the bill's row too.
  await page.getByRole('tab', { name: 'My Bills' }).click();
  const row = page.locator(`[data-bill-id="${bill.id}"]`);
  await expect(row.getByText(`Price rise: ${words}`)).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yIssues(page);
});

test('a typed bill said to be the bank’s shows on the bank bill, and the match can be undone', { tag: '@phone' }, async ({ page }) => {
  const { api } = await onboardedUser(page, 'same-bill-undo', { payDay: 25 });
  const rent = (await api.trpc.bank.bills.query()).find((b) => b.type === 'standingOrder')!;
  expect(rent).toBeDefined();
  const typedPounds = Math.round((rent.amount * 1.1) / 100);
  await api.trpc.bills.add.mutate({ name: 'Rent', amount: String(typedPounds), type: 'monthly', category: 'Rent', dueDate: '2026-04-01' });
  const [question] = await api.trpc.bills.sameBillQuestions.query();
  expect(question).toBeDefined();
  await api.trpc.bills.answerSameBill.mutate({ id: question!.id, same: true });

  await page.goto('/bills');
  const row = page.locator(`[data-bill-id="${question!.found.id}"]`);
  await row.getByRole('button').first().click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(`You added this as Rent £${typedPounds.toLocaleString('en-GB')}, and said it is the same bill, so it counts once.`),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Not the same: count my Rent separately' }).click();
  await expect(page.getByText('Your own bill counts on its own again')).toBeVisible();
  // Rent is listed (and can be edited) again.
  await expect(page.getByRole('list', { name: 'Bills' }).getByTestId('bill-title').getByText('Rent', { exact: true })).toBeVisible();
  await expectNoSideScroll(page);
});
