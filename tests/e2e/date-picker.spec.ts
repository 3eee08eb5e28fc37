import { expect, test } from './support/test';
import { onboardedUser } from './support/money-fixtures';

// Dates a UK person types are day first whatever the browser's language: this browser is
// American (en-US, US Pacific time), where a native date input would ask for mm/dd/yyyy.
test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

test('a US-locale browser: due dates typed and picked as dd/mm/yyyy, stored as the day meant', { tag: '@phone' }, async ({ page }) => {
  const { api } = await onboardedUser(page, 'dates-us', { bank: false, payDay: 25 });
  await page.goto('/bills');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  // Typed: 5/3/2026 is 5 March (in the US it would read as 3 May), shown back as 05/03/2026.
  await page.getByRole('button', { name: 'Add Bill' }).click();
  const add = page.getByRole('dialog', { name: 'Add Bill' });
  const due = add.getByLabel('Due date (optional)');
  await expect(due).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expect(add.locator('input[type="date"]')).toHaveCount(0);
  await add.getByLabel('Category', { exact: true }).selectOption('Custom');
  await add.getByLabel('Custom category').fill('Typed');
  await add.getByLabel('Amount (£)').fill('10');
  await add.getByLabel('Name (optional)').fill('Typed bill');
  // Not a day: the form says so before anything is sent.
  await due.fill('31/02/2026');
  await add.getByRole('button', { name: 'Add Bill' }).click();
  await expect(add.getByText('Please enter a valid due date')).toBeVisible();
  await due.fill('5/3/2026');
  await due.blur();
  await expect(due).toHaveValue('05/03/2026');
  await add.getByRole('button', { name: 'Add Bill' }).click();
  await expect(add).toHaveCount(0);

  // Picked: the calendar is British (weeks from Monday) and the field says 20/03/2026.
  await page.getByRole('button', { name: 'Add Bill' }).click();
  await add.getByLabel('Category', { exact: true }).selectOption('Custom');
  await add.getByLabel('Custom category').fill('Picked');
  await add.getByLabel('Amount (£)').fill('20');
  await add.getByLabel('Name (optional)').fill('Picked bill');
  // The last calendar is the due date's (the free trial's end comes with How often, above it).
  await add.getByRole('button', { name: 'Choose date from calendar' }).last().click();
  const calendar = page.getByRole('dialog', { name: 'Choose date' });
  // Weeks from Monday: Sunday 1 March 2026 ends the first week, alone in its row.
  await expect(calendar.getByRole('row').first()).toHaveAccessibleName('Sunday, 1 March 2026');
  // It fits the screen, 375 px phones too.
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await calendar.getByRole('button', { name: /20 March 2026/ }).click();
  await expect(calendar).toHaveCount(0);
  await expect(add.getByLabel('Due date (optional)')).toHaveValue('20/03/2026');
  await add.getByRole('button', { name: 'Add Bill' }).click();
  await expect(add).toHaveCount(0);

  const bills = await api.trpc.bills.list.query();
  const dueOf = (name: string) => bills.find((b) => b.name === name)?.due_date;
  expect(dueOf('Typed bill')).toBe('2026-03-05');
  expect(dueOf('Picked bill')).toBe('2026-03-20');

  // The edit form shows the stored day back as dd/mm/yyyy.
  await page.getByRole('listitem').filter({ hasText: 'Typed bill' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Edit Bill' }).getByLabel('Due date')).toHaveValue('05/03/2026');
});

test('a US-locale browser: the data export range is typed and picked as dd/mm/yyyy, and the CSV holds those days', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'dates-export', { payDay: 25 });
  await page.goto('/settings');
  await page.getByLabel('Transactions from').selectOption('custom');
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  // Not a day: said at the field, nothing sent.
  await from.fill('31/02/2026');
  await to.fill('9/3/2026');
  await page.getByRole('button', { name: 'Export transactions (CSV)' }).click();
  await expect(page.getByText('Please enter a valid start date, for example 01/03/2026')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');

  // Typed: 2/3/2026 is 2 March (in the US it would be 3 February). Picked: 6 March from the calendar.
  await from.fill('2/3/2026');
  await from.blur();
  await expect(from).toHaveValue('02/03/2026');
  await page.getByRole('button', { name: 'Choose date from calendar' }).nth(1).click();
  await page
    .getByRole('dialog', { name: 'Choose date' })
    .getByRole('button', { name: /^\w+, 6 March 2026$/ })
    .click();
  await expect(to).toHaveValue('06/03/2026');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export transactions (CSV)' }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  const days = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.slice(0, 10));
  // The sandbox has spending most days: the file holds rows, each from 2 to 6 March 2026.
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(['02', '03', '04', '05', '06'].map((d) => `${d}/03/2026`)).toContain(day);
});
