import { expect, test } from './support/test';
import { expectNoSeriousA11yIssues, onboardedUser, penceOf } from './support/money-fixtures';

// The payday forecast on the Balance tab (issue 27): the card's words, the chart (its own
// chunk, after the figures) and a breakdown that adds up to the penny, at 375 and 1280 px.

test('Home: the payday forecast card, its chart and a breakdown that adds up', { tag: '@phone' }, async ({ page }, info) => {
  await onboardedUser(page, 'forecast', { payDay: 25 });
  await page.goto('/dashboard');
  const card = page.getByRole('heading', { name: 'Will I make it to payday?', level: 3 }).locator('..');
  await expect(card).toBeVisible();
  // 10 March 2026, pay day 25: the next payday is Wednesday 25 March.
  await expect(
    card.getByText(
      /^On payday \(Wed 25 Mar\) you('re likely to have about -?£[\d,]+ \(between -?£[\d,]+ and -?£[\d,]+\)|'d have -?£[\d,]+ before everyday spending)$/,
    ),
  ).toBeVisible({
    timeout: 20_000,
  });
  const figures = card.getByTestId('forecast');
  // The chart arrives after the figures, with its words, drawn once it is on screen or nearly
  // (on a phone it sits below the first screen): the breakdown under it is scrolled to first.
  await figures.locator('dl').scrollIntoViewIfNeeded();
  await expect(figures.getByRole('img', { name: /^Your balance over the last 30 days, then the likely range to payday on Wed 25 Mar/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(figures.locator('.recharts-surface')).toBeVisible();

  // The breakdown adds up: balance + bills + money in + everyday spending = on payday.
  const breakdown = figures.getByRole('definition');
  const values = (await breakdown.allTextContents()).map((text) => penceOf(text.replace('+', '')));
  expect(values).toHaveLength(5);
  expect(values[0]! + values[1]! + values[2]! + values[3]!).toBe(values[4]!);
  await expect(figures.getByText(/^Going below £0 before payday: (very unlikely|unlikely|about as likely as not|likely|almost certain)/)).toBeVisible();

  // The budgets can stand in for past spending; without any, the card says where to set them.
  await figures.getByRole('checkbox', { name: /Use what is left in my budgets/ }).check();
  await expect(figures.getByText('You have no budgets yet: set some under My Bills, Budgets.')).toBeVisible();
  await figures.getByRole('checkbox', { name: /Use what is left in my budgets/ }).uncheck();
  await expect(figures.getByText('You have no budgets yet: set some under My Bills, Budgets.')).toHaveCount(0);

  await expectNoSeriousA11yIssues(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card.screenshot({ path: info.outputPath(`forecast-${info.project.name}.png`) });
});
