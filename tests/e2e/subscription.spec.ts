import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Locator } from './support/test';
import { uniqueEmail, signedInOverApi } from './support/fixtures';

// BILLING_PROVIDER=none (the e2e server's default), on the fixed clock 2026-03-10 12:00.

test('shows the plans, starts the free trial, and the page reflects it after a reload', { tag: '@phone' }, async ({ page }) => {
  await signedInOverApi(page, 'subscription');
  await page.goto('/settings/subscription');

  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Settings' })).toBeVisible();
  await expect(page.getByText("Payments are not set up on this server yet, so the Monthly and Yearly plans can't be bought here.")).toBeVisible();

  const plans = page.getByRole('list', { name: 'Plans' });
  const monthly = plans.getByRole('article', { name: 'Monthly' });
  const yearly = plans.getByRole('article', { name: 'Yearly' });
  const trial = plans.getByRole('article', { name: 'Free Trial' });
  await expect(monthly).toContainText('£4.99');
  await expect(monthly).toContainText('per month');
  await expect(yearly).toContainText('£39.99');
  await expect(yearly).toContainText('4 months free');
  await expect(yearly).toContainText('Best value');
  await expect(trial).toContainText('£0');
  await expect(trial).toContainText('for 7 days');
  // Nothing can be bought here, nothing is current yet.
  await expect(monthly.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await expect(yearly.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Your Current Plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  await trial.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('Your 7-day free trial has started')).toBeVisible();
  const current = page.getByRole('region', { name: 'Your Current Plan' });
  await expect(current).toContainText('Free Trial');
  await expect(current).toContainText('Your free trial ends on 17 March 2026');
  await expect(trial.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(trial).toContainText('Ends on 17 March 2026');

  // Recorded on the server, not in the page.
  await page.reload();
  await expect(trial.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(current).toContainText('Your free trial ends on 17 March 2026');
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);

  // Fits the screen at both widths.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** True when the element's text sits on one line (no 'per / month'). */
const onOneLine = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
  });

test(
  'paywall without payments: a paid plan waits 2 s with the note, is remembered, and Settings > Subscription shows it',
  { tag: '@phone' },
  async ({ page }) => {
    await signedInOverApi(page, 'paywall-none', { onboarded: false });
    await page.goto('/onboarding/welcome');
    // Onboarding through its API (as its screens do) up to the paywall.
    for (const [path, input] of [
      ['onboarding.saveGoals', { goals: ['build-savings'] }],
      ...['welcome', 'payday', 'goals', 'connect-bank', 'profile-pic'].map((step) => ['onboarding.recordStep', { step }] as const),
    ] as const) {
      const status = await page.evaluate(
        async ([p, body]) =>
          (await fetch(`/trpc/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
        [path, input] as const,
      );
      expect(status, path).toBe(200);
    }
    await page.goto('/onboarding/paywall');
    const monthly = page.locator('[data-plan="monthly"]');
    // Prices on one line; the trial reads '£0' as on the landing page.
    await expect(monthly).toContainText('£4.99');
    expect(await onOneLine(monthly.getByText('per month'))).toBe(true);
    await expect(page.locator('[data-plan="trial"]')).toContainText('£0for 7 days');
    await expect(page.locator('[data-plan="trial"]')).not.toContainText('£0.00');

    await monthly.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Payments are not set up on this server yet, so nothing will be charged.' })).toBeVisible();
    const chosenAt = Date.now();
    await expect(page).toHaveURL(/\/onboarding\/paywall$/);
    await expect(page).toHaveURL(/\/onboarding\/complete$/, { timeout: 5_000 });
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(1_500);
    await page.getByRole('button', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/settings/subscription');
    const current = page.getByRole('region', { name: 'Your Current Plan' });
    await expect(current).toContainText("You chose the Monthly plan (£4.99 per month). It isn't paid for yet.");
    const plans = page.getByRole('list', { name: 'Plans' });
    expect(await onOneLine(plans.getByRole('article', { name: 'Monthly' }).getByText('per month'))).toBe(true);
  },
);

// BILLING_PROVIDER=stripe: a second app against a fake Stripe (tests/support/fake-stripe),
// started for these tests. Stripe's own pages are stood in for at the browser.
test.describe('with Stripe', () => {
  let app: { baseUrl: string; controlUrl: string; child: ChildProcess };
  test.beforeAll(async () => {
    app = await startStripeApp();
  });
  test.afterAll(() => {
    app?.child.kill('SIGTERM');
  });

  test(
    'a payment link opens in a new tab and onboarding moves on; Settings then shows the paid plan and its portal',
    { tag: '@phone' },
    async ({ page, context }) => {
      await context.route('https://buy.stripe.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title><h1>Pay Plain Sight</h1>' }),
      );
      await context.route('https://billing.stripe.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Stripe portal</title><h1>Manage your plan</h1>' }),
      );
      const email = uniqueEmail('stripe');

      await page.goto(`${app.baseUrl}/auth`);
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('secret-pass');
      await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).click();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await page.goto(await (await fetch(`${app.controlUrl}/verify-link?email=${encodeURIComponent(email)}`)).text());
      await expect(page).toHaveURL(/\/onboarding\/welcome$/);
      expect((await fetch(`${app.controlUrl}/onboard-to-paywall?email=${encodeURIComponent(email)}`, { method: 'POST' })).status).toBe(204);

      await page.goto(`${app.baseUrl}/onboarding/paywall`);
      await expect(page.getByText('Payments are not set up on this server yet')).toHaveCount(0);
      const checkoutTab = page.waitForEvent('popup');
      await page.locator('[data-plan="yearly"]').getByRole('button', { name: 'Get Started' }).click();
      const tab = await checkoutTab;
      await tab.waitForLoadState();
      const checkout = new URL(tab.url());
      expect(`${checkout.origin}${checkout.pathname}`).toBe('https://buy.stripe.com/test_yearly');
      expect(checkout.searchParams.get('client_reference_id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(checkout.searchParams.get('prefilled_email')).toBe(email);
      await expect(page.getByText('Please complete payment in the opened tab before continuing.')).toBeVisible();
      // Still on the paywall at first, then on to the last page 2 s later.
      await expect(page).toHaveURL(/\/onboarding\/paywall$/);
      await expect(page).toHaveURL(/\/onboarding\/complete$/, { timeout: 5_000 });
      await expect(page.getByRole('button', { name: 'Go to my dashboard' })).toBeVisible();
      await tab.close();

      // Stripe finishes the checkout and tells the app by webhook.
      expect((await fetch(`${app.controlUrl}/checkout?email=${encodeURIComponent(email)}&interval=year`, { method: 'POST' })).status).toBe(204);
      await page.goto(`${app.baseUrl}/settings/subscription`);
      const current = page.getByRole('region', { name: 'Your Current Plan' });
      await expect(current).toContainText('Yearly');
      await expect(current).toContainText('Renews on 10 March 2027');
      const plans = page.getByRole('list', { name: 'Plans' });
      await expect(plans.getByRole('article', { name: 'Yearly' }).getByRole('button', { name: 'Current Plan' })).toBeEnabled();
      await expect(plans.getByRole('article', { name: 'Monthly' }).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await expect(plans.getByRole('article', { name: 'Free Trial' }).getByRole('button', { name: 'Start Free Trial' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

      const portalTab = page.waitForEvent('popup');
      await current.getByRole('button', { name: 'Manage Subscription' }).click();
      const portal = await portalTab;
      await portal.waitForURL(/^https:\/\/billing\.stripe\.com\/p\/session\//);
      const sessions = (await (await fetch(`${app.controlUrl}/portal-sessions`)).json()) as { url: string; return_url: string }[];
      expect(sessions.at(-1)!.url).toBe(portal.url());
      expect(sessions.at(-1)!.return_url).toBe(`${app.baseUrl}/settings/subscription`);
      await portal.close();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});

/** Starts tests/support/fake-stripe/e2e-stripe-app.ts and waits for its addresses. */
function startStripeApp(): Promise<{ baseUrl: string; controlUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/fake-stripe/e2e-stripe-app.ts'], {
    env: { ...process.env, E2E_NOW: '2026-03-10T12:00:00Z' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the Stripe e2e app did not start in time')), 60_000);
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{"baseUrl"'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ ...(JSON.parse(line) as { baseUrl: string; controlUrl: string }), child });
    });
    child.on('exit', (code) => reject(new Error(`the Stripe e2e app exited with ${code}`)));
  });
}
