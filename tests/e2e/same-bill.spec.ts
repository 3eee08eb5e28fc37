import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser } from './support/money-fixtures';

// Issue 22, item 2: a bill typed by hand that the bank found too is counted once, and the
// person is asked once whether it is the same. The e2e clock is Tuesday 10 March 2026; the
// sandbox's rent is a standing order on the 1st to its landlord.

const billsList = (page: Page) => page.getByRole('list', { name: 'Bills' });
const billTitles = (page: Page) => billsList(page).getByTestId('bill-title').allTextContents();

/** '£950' for whole pounds, as the question says amounts. */
const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: pence % 100 ? 2 : 0 })}`;

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A linked sandbox bank, and Rent typed by hand 10% above the bank's rent (whole pounds), due on the 1st too. */
async function rentTypedTwice(page: Page, label: string) {
  const { api } = await onboardedUser(page, label, { payDay: 25 });
  const rent = (await api.trpc.bank.bills.query()).find((b) => b.type === 'standingOrder')!;
  expect(rent).toBeDefined();
  const typedPounds = Math.round((rent.amount * 1.1) / 100);
  await api.trpc.bills.add.mutate({ name: 'Rent', amount: String(typedPounds), type: 'monthly', category: 'Rent', dueDate: '2026-04-01' });
  return { rent, question: `Is your Rent (${pounds(typedPounds * 100)}) the same as ${rent.name} (${pounds(rent.amount)})?` };
}

test('asks once on the dashboard and My Bills; "No" counts both and the question does not come back', { tag: '@phone' }, async ({ page }) => {
  const { rent, question } = await rentTypedTwice(page, 'same-bill-no');

  // The dashboard's bills list asks too, and lists the bank's rent only.
  await page.goto('/');
  await page.getByRole('tab', { name: 'My Bills' }).click();
  const asked = page.getByRole('region', { name: question });
  await expect(asked).toBeVisible({ timeout: 15_000 });
  await expect(billsList(page).getByTestId('bill-title').first()).toBeVisible();
  expect(await billTitles(page)).toContain(rent.name);
  expect(await billTitles(page)).not.toContain('Rent');
  await expectNoSideScroll(page);

  await page.goto('/bills');
  await expect(asked).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yIssues(page);
  await expectNoSideScroll(page);
  await asked.getByRole('button', { name: "No, they're different" }).click();
  await expect(page.getByText('Thanks: we count both bills')).toBeVisible();
  await expect(asked).toHaveCount(0);
  await expect(billsList(page).getByTestId('bill-title').getByText('Rent', { exact: true })).toBeVisible();
  expect(await billTitles(page)).toContain(rent.name);

  await page.reload();
  await expect(billsList(page).getByTestId('bill-title').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('same-bill-question')).toHaveCount(0);
});

test('"Yes, the same" keeps the bank’s bill only, for good', { tag: '@phone' }, async ({ page }) => {
  const { rent, question } = await rentTypedTwice(page, 'same-bill-yes');
  await page.goto('/bills');
  const asked = page.getByRole('region', { name: question });
  await expect(asked).toBeVisible({ timeout: 15_000 });
  await asked.getByRole('button', { name: 'Yes, the same' }).click();
  await expect(page.getByText('Thanks: we count it once, as your bank shows it')).toBeVisible();
  await expect(asked).toHaveCount(0);

  await page.reload();
  await expect(billsList(page).getByTestId('bill-title').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('same-bill-question')).toHaveCount(0);
  const titles = await billTitles(page);
  expect(titles).toContain(rent.name);
  expect(titles).not.toContain('Rent');
});
