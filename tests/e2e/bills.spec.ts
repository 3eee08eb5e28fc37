import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser, penceOf } from './support/money-fixtures';

// The e2e server and the browser both think it is Tuesday 10 March 2026 (London).

const billsList = (page: Page) => page.getByRole('list', { name: 'Bills' });
/** A bill's row, by the title it shows (its name, or its category when it has none). */
const billRow = (page: Page, title: string) =>
  billsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByTestId('bill-title').getByText(title, { exact: true }) });

/** The amounts of the listed bills, top to bottom, in pence. */
async function listedAmounts(page: Page): Promise<number[]> {
  return (await billsList(page).getByTestId('bill-amount').allTextContents()).map(penceOf);
}

async function expectSortedHighestFirst(page: Page) {
  const amounts = await listedAmounts(page);
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the merged list: sorted by amount, bank bills read-only, a bank bill dismissed; totals; accessible tabs', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'bills-bank', { payDay: 25 });
  await page.goto('/bills');
  await expect(page.getByRole('heading', { name: 'My Bills', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Bills' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Sorted by highest monthly cost')).toBeVisible();

  // The sandbox's rent standing order and direct debits become bank bills.
  const rows = billsList(page).getByRole('listitem');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect(rows.filter({ hasText: 'Standing Order' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Direct Debit' }).first()).toBeVisible();
  await expectSortedHighestFirst(page);
  // Bank bills have no paid switch: the payment check marks them.
  await expect(rows.filter({ hasText: 'Standing Order' }).first().getByRole('switch')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await expectNoSideScroll(page);

  // A bank bill opens read-only.
  await rows.filter({ hasText: 'Standing Order' }).first().getByRole('button').first().click();
  const details = page.getByRole('dialog', { name: 'Bill Details' });
  await expect(details).toBeVisible();
  await expect(details.getByText("Bank bills can't be directly edited as they sync from your bank")).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(details.getByRole('combobox')).toHaveCount(0);
  await expect(details.getByText('Standing Order', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(details).toHaveCount(0);

  // Dismiss a direct debit: asked first, then removed from the list for good.
  const before = await rows.count();
  const debit = rows.filter({ hasText: 'Direct Debit' }).first();
  const debitId = await debit.getAttribute('data-bill-id');
  await debit.getByRole('button').first().click();
  await page.getByRole('dialog', { name: 'Bill Details' }).getByRole('button', { name: 'Remove bill' }).click();
  await page
    .getByRole('alertdialog', { name: /^Remove .+\?$/ })
    .getByRole('button', { name: 'Remove bill' })
    .click();
  await expect(page.getByText('Bill removed successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rows).toHaveCount(before - 1);
  await expect(billsList(page).locator(`[data-bill-id="${debitId}"]`)).toHaveCount(0);
  await page.reload();
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect(billsList(page).locator(`[data-bill-id="${debitId}"]`)).toHaveCount(0);

  // The manual payment check finds this pay cycle's rent (paid on 1 March; pay day 25, so
  // the cycle runs 25 February to 24 March) and the list shows it paid.
  await page.getByRole('button', { name: 'Check for payments' }).click();
  await expect(page.getByText(/^Found \d+ paid bills!$/).first()).toBeVisible({ timeout: 15_000 });
  const rent = rows.filter({ hasText: 'Standing Order' }).first();
  await expect(rent.getByTestId('bill-badge')).toHaveText('Paid');
  await expect(rent).toContainText("You've paid this bill this month");

  // Balance: the total equals what the list shows from current accounts plus manual bills.
  await page.getByRole('tab', { name: 'Balance' }).click();
  await expect(page).toHaveURL(/\?tab=balance$/);
  await expect(page.getByRole('heading', { name: 'Your total bills this month' })).toBeVisible();
  // The pay cycle the total is for: pay day 25, so since Wednesday 25 February.
  await expect(page.getByText('This month: since 25 Feb')).toBeVisible();
  const total = penceOf((await page.getByTestId('bills-total').textContent())!);
  expect(total).toBeGreaterThan(0);
  const breakdown = page.getByRole('list', { name: 'How your total adds up' });
  const line = async (label: string) => penceOf((await breakdown.getByRole('listitem').filter({ hasText: label }).locator('p').last().textContent())!);
  expect((await line('Bills you added')) + (await line('Regular payments from your current accounts'))).toBe(total);
  await expect(page.getByRole('list', { name: 'Your bank payments by kind' }).getByText('Direct debits')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await expectNoSideScroll(page);

  await page.getByRole('tab', { name: 'My Loans' }).click();
  await expect(page.getByText("You haven't added any loans yet.")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a manual bill: validation, add, mark paid and unpaid, edit, delete; a past one-time bill is overdue', async ({ page }) => {
  await onboardedUser(page, 'bills-manual', { payDay: 25 });
  await page.goto('/bills');
  await expect(billsList(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Add Bill' }).click();
  const add = page.getByRole('dialog', { name: 'Add Bill' });
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Add Bill' }).click();
  await expect(add.getByText('Please select a category')).toBeVisible();
  await expect(add.getByText('Please enter an amount')).toBeVisible();
  await expect(add.getByLabel('Custom category')).toHaveCount(0);
  await add.getByLabel('Category', { exact: true }).selectOption('Custom');
  await add.getByLabel('Custom category').fill('Gym');
  await add.getByLabel('Amount (£)').fill('12345.67');
  await add.getByLabel('Name (optional)').fill('Zeta Gym');
  await add.getByLabel('Due date (optional)').fill('12/03/2026');
  await expectNoSeriousA11yIssues(page);
  await add.getByRole('button', { name: 'Add Bill' }).click();
  await expect(page.getByText('Bill added successfully')).toBeVisible();
  await expect(add).toHaveCount(0);

  const gym = billRow(page, 'Zeta Gym');
  await expect(gym).toContainText('£12,345.67');
  await expect(gym).toContainText('Gym');
  await expect(gym).toContainText('Due in 2 days');
  await expect(gym.getByTestId('bill-badge')).toHaveText('Due');
  // The highest amount comes first.
  await expect(billsList(page).getByRole('listitem').first()).toHaveAttribute('data-bill-id', (await gym.getAttribute('data-bill-id'))!);
  await expectSortedHighestFirst(page);

  // Paid and back.
  await gym.getByRole('switch', { name: 'Zeta Gym paid' }).click();
  await expect(page.getByText('Bill marked as paid')).toBeVisible();
  await expect(gym).toContainText("You've paid this bill this month");
  await expect(gym.getByTestId('bill-badge')).toHaveText('Paid');
  await expect(gym.getByTestId('bill-badge')).toHaveClass(/text-green-800/);
  await expect(gym.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await gym.getByRole('switch', { name: 'Zeta Gym paid' }).click();
  await expect(page.getByText('Bill marked as unpaid')).toBeVisible();
  await expect(gym).toContainText('Due in 2 days');
  await expect(gym.getByTestId('bill-badge')).toHaveText('Due');

  // The add dialog opens empty again.
  await page.getByRole('button', { name: 'Add Bill' }).click();
  await expect(add.getByLabel('Name (optional)')).toHaveValue('');
  await expect(add.getByLabel('Category', { exact: true })).toHaveValue('');
  await add.getByRole('button', { name: 'Cancel' }).click();

  // Edit: the fields start from the bill; unsaved changes are dropped on closing.
  await gym.getByRole('button').first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Bill' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Zeta Gym');
  await expect(edit.getByLabel('Amount (£)')).toHaveValue('12345.67');
  await expect(edit.getByLabel('Due date')).toHaveValue('12/03/2026');
  await edit.getByLabel('Name', { exact: true }).fill('Something else');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await gym.getByRole('button').first().click();
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Zeta Gym');

  await edit.getByLabel('Category', { exact: true }).selectOption('Other');
  await edit.getByLabel('Custom category').fill('Fitness');
  await edit.getByLabel('Name', { exact: true }).fill('Zeta Fitness');
  await edit.getByLabel('Amount (£)').fill('0.50');
  await edit.getByLabel('Due date').fill('10/03/2026');
  await expectNoSeriousA11yIssues(page);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Bill updated successfully')).toBeVisible();
  const fitness = billRow(page, 'Zeta Fitness');
  await expect(fitness).toContainText('£0.50');
  await expect(fitness).toContainText('Fitness');
  await expect(fitness).toContainText('Due today');
  await expect(billRow(page, 'Zeta Gym')).toHaveCount(0);
  // Now the smallest: last.
  await expect(billsList(page).getByRole('listitem').last()).toHaveAttribute('data-bill-id', (await fitness.getAttribute('data-bill-id'))!);
  await expectSortedHighestFirst(page);

  // A one-time bill whose date has gone by is overdue.
  await page.getByRole('button', { name: 'Add Bill' }).click();
  await add.getByLabel('How often').selectOption('one-time');
  await add.getByLabel('Category', { exact: true }).selectOption('Council Tax');
  await add.getByLabel('Amount (£)').fill('80');
  await add.getByLabel('Due date (optional)').fill('01/03/2026');
  await add.getByRole('button', { name: 'Add Bill' }).click();
  await expect(page.getByText('Bill added successfully').first()).toBeVisible();
  // Without a name a bill goes by its category (the sandbox bank's council tax, found as a
  // bill of the same name, is the other row: this is the typed £80).
  const council = billRow(page, 'Council Tax').filter({ hasText: '£80.00' });
  await expect(council.getByTestId('bill-badge')).toHaveText('Overdue');
  await expect(council.getByTestId('bill-badge')).toHaveClass(/text-red-800/);
  await expect(council).toContainText('Overdue by 9 days');

  // Delete, once the toasts have gone: on a phone they sit above the bottom bar, over this
  // row, and a pointer resting on a toast keeps it open.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await fitness.getByRole('button').first().click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  // Asked first: Cancel keeps the bill; Delete bill deletes it.
  const confirm = page.getByRole('alertdialog', { name: 'Delete Zeta Fitness?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Zeta Fitness');
  await edit.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete bill' }).click();
  await expect(page.getByText('Bill deleted successfully')).toBeVisible();
  await expect(billRow(page, 'Zeta Fitness')).toHaveCount(0);
  await page.reload();
  await expect(billsList(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(billRow(page, 'Zeta Fitness')).toHaveCount(0);
  await expectNoSideScroll(page);
});

/** Switches tab with a click: on a phone the toasts sit above the bottom bar, clear of the tabs. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a loan: validation, its card and its monthly payment bill; edit keeps the bill in step; delete removes both', async ({ page }) => {
  await onboardedUser(page, 'bills-loans', { payDay: 25 });
  await page.goto('/bills?tab=loans');
  await expect(page.getByRole('tab', { name: 'My Loans' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("You haven't added any loans yet.")).toBeVisible();

  await page.getByRole('button', { name: 'Add Loan' }).click();
  const dialog = page.getByRole('dialog', { name: "Let's track your big bill!" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Loan' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Car finance');
  // Only digits and one decimal point are taken.
  await dialog.getByLabel('Amount (remaining balance, £)').pressSequentially('1,2a00');
  await expect(dialog.getByLabel('Amount (remaining balance, £)')).toHaveValue('1200');
  await dialog.getByLabel('Monthly payment (£)').pressSequentially('100.0.0');
  await expect(dialog.getByLabel('Monthly payment (£)')).toHaveValue('100.00');
  await dialog.getByRole('button', { name: 'Add Loan' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await dialog.getByLabel('Final payment date').fill('10/12/2026');
  // The payment day is asked (issue 22): without it the form is not complete.
  await dialog.getByRole('button', { name: 'Add Loan' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await dialog.getByLabel('Payment day').selectOption('15');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Add Loan' }).click();
  await expect(page.getByText('Car finance added successfully')).toBeVisible();
  await expect(page.getByText('Monthly payment for Car finance added to your bills')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // 12 payments of £100; March to December is 10 still to come, so 2 are behind them.
  const loans = page.getByRole('list', { name: 'Loans' });
  const card = loans.getByRole('listitem').filter({ hasText: 'Car finance' });
  await expect(card).toContainText("You've paid 2 of 12 payments");
  await expect(card).toContainText('Final payment: 10-Dec-2026');
  await expect(card).toContainText('£1,000.00');
  await expect(card).toContainText('£100.00 a month, on the 15th');
  // The sandbox bank pays a salary in, so the share of income is known, to one decimal place.
  await expect(card.getByText(/^\d+\.\d% of your monthly income$/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await openTab(page, 'My Bills');
  const payment = billRow(page, 'Car finance Payment');
  await expect(payment).toContainText('Loan Payment');
  await expect(payment).toContainText('£100.00');
  // Due on its payment day (the 15th; today is 10 March), not on the day it was added.
  await expect(payment).toContainText('Due in 5 days');

  // Edit the loan: its bill follows the new name and payment.
  await openTab(page, 'My Loans');
  await card.getByRole('button').click();
  const edit = page.getByRole('dialog', { name: 'Edit Car finance' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Car finance');
  await expect(edit.getByLabel('Amount (remaining balance, £)')).toHaveValue('1200.00');
  await expect(edit.getByLabel('Final payment date')).toHaveValue('10/12/2026');
  await expect(edit.getByLabel('Payment day')).toHaveValue('15');
  await edit.getByLabel('Name', { exact: true }).fill('Van finance');
  await edit.getByLabel('Monthly payment (£)').fill('150');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Van finance updated successfully')).toBeVisible();
  await expect(page.getByText('Monthly payment updated for Van finance')).toBeVisible();
  const van = loans.getByRole('listitem').filter({ hasText: 'Van finance' });
  // ceil(1200 / 150) = 8 payments, all still to come before December.
  await expect(van).toContainText("You've paid 0 of 8 payments");
  await expect(van).toContainText('£150.00 a month');

  await openTab(page, 'My Bills');
  await expect(billRow(page, 'Van finance Payment')).toContainText('£150.00');
  await expect(billRow(page, 'Car finance Payment')).toHaveCount(0);

  // The payment bill deleted on its own comes back when the loan is saved again.
  await billRow(page, 'Van finance Payment').getByRole('button').first().click();
  await page.getByRole('dialog', { name: 'Edit Bill' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Van finance Payment?' }).getByRole('button', { name: 'Delete bill' }).click();
  await expect(page.getByText('Bill deleted successfully')).toBeVisible();
  await expect(billRow(page, 'Van finance Payment')).toHaveCount(0);
  await openTab(page, 'My Loans');
  await van.getByRole('button').click();
  await page.getByRole('dialog', { name: 'Edit Van finance' }).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Monthly payment added for Van finance')).toBeVisible();

  // Delete the loan: its bill goes with it.
  await van.getByRole('button').click();
  await page.getByRole('dialog', { name: 'Edit Van finance' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Van finance?' }).getByRole('button', { name: 'Delete loan' }).click();
  await expect(page.getByText('Van finance deleted successfully')).toBeVisible();
  await expect(page.getByText("You haven't added any loans yet.")).toBeVisible();
  await openTab(page, 'My Bills');
  await expect(billsList(page).getByRole('listitem').first()).toBeVisible();
  await expect(billRow(page, 'Van finance Payment')).toHaveCount(0);
  await expectNoSideScroll(page);
});
