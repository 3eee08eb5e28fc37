import { expect, test, type Page } from './support/test';
import { uniqueEmail } from './support/fixtures';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

// Labels and targets are crossed on purpose (spec 01 §2).
const anchors = [
  ['How It Works', 'features'],
  ['Features', 'how-it-works'],
  ['Resources', 'resources'],
  ['Pricing', 'pricing'],
  ['FAQ', 'faq'],
] as const;

async function headerNav(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.locator('#landing-mobile-menu');
  }
  return page.getByRole('navigation', { name: 'Main' });
}

test('header anchors scroll to their crossed targets, 80 px below the top', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  for (const [label, id] of anchors) {
    const nav = await headerNav(page);
    const link = nav.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', `#${id}`);
    await link.click();
    await expect.poll(async () => Math.round(await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top)), { timeout: 5000 }).toBe(80);
    if (isMobile(page)) await expect(page.locator('#landing-mobile-menu')).toHaveCount(0);
  }
});

test('the header offers sign in and a free try, each opening /auth in its mode', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  let scope = isMobile(page) ? await headerNav(page) : page.locator('header');
  await scope.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.goto('/');
  scope = isMobile(page) ? await headerNav(page) : page.locator('header');
  await scope.getByRole('button', { name: 'Try it for free', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('pricing cards are ordered for the width and each opens sign-up with its plan', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('#pricing article[data-plan]');
  await expect(cards).toHaveCount(3);
  const order = await cards.evaluateAll((els) =>
    els
      .map((el) => ({ plan: el.getAttribute('data-plan'), box: el.getBoundingClientRect() }))
      .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
      .map((c) => c.plan),
  );
  expect(order).toEqual(isMobile(page) ? ['yearly', 'monthly', 'trial'] : ['monthly', 'yearly', 'trial']);

  for (const [plan, button] of [
    ['yearly', 'Get Started'],
    ['monthly', 'Get Started'],
    ['trial', 'Start Free Trial'],
  ] as const) {
    await page.goto('/');
    const card = page.locator(`#pricing article[data-plan="${plan}"]`);
    await card.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?plan=${plan}$`));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }
  await expect(page.locator('#pricing')).toHaveCount(0);
});

test('the yearly plan is highlighted with its prices as the spec gives them', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('article[data-plan="monthly"]')).toContainText('£4.99');
  await expect(page.locator('article[data-plan="yearly"]')).toContainText('£39.99');
  await expect(page.locator('article[data-plan="yearly"]')).toContainText('4 months free');
  await expect(page.locator('article[data-plan="yearly"]')).toContainText('Best value');
  await expect(page.locator('article[data-plan="trial"]')).toContainText('7 days');
});

test('feature buttons open sign-up', async ({ page }) => {
  for (const name of ['Get your dashboard', 'Connect your banks', 'Track my bills', 'Link your account']) {
    await page.goto('/');
    await page.locator('#features').getByRole('button', { name }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' }), name).toBeVisible();
  }
});

test('the worksheet form shows both field errors at once before asking the server, then thanks the visitor', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('#resources');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('requestWorksheet')) sent.push(r.url());
  });
  await form.getByPlaceholder('Your email address').fill('priya@');
  await form.getByRole('button', { name: 'Get My Free Worksheet' }).click();
  await expect(form.getByRole('alert')).toHaveText(['Please enter your name', 'Please enter a valid email address']);
  await expect(form.getByPlaceholder('Your name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByPlaceholder('Your email address')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
  await form.getByPlaceholder('Your name').fill('Priya');
  await expect(form.getByRole('alert')).toHaveText(['Please enter a valid email address']);
  const email = uniqueEmail('lead');
  await form.getByPlaceholder('Your email address').fill(email);
  await form.getByRole('button', { name: 'Get My Free Worksheet' }).click();
  await expect(form.getByRole('status')).toHaveText(`Thanks, Priya! We've emailed your Payday Budget & Bill Tracker Worksheet to ${email}.`);
});

test('testimonial dots jump to a slide', async ({ page }) => {
  await page.goto('/');
  const dots = page.locator('#testimonials').getByRole('button', { name: /^Show testimonial \d$/ });
  await expect(dots).toHaveCount(4);
  await page.getByRole('button', { name: 'Show testimonial 3' }).click();
  await expect(page.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#testimonials').getByText('Siobhan', { exact: false })).toBeVisible();
});

test('no horizontal scrolling and the footer repeats the crossed anchors', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [label, id] of anchors) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `#${id}`);
  }
  await expect(page.getByRole('link', { name: 'support@plainsight.app' })).toHaveAttribute('href', 'mailto:support@plainsight.app');
});
