import { expect, test, type Page } from './support/test';

// Issue 17: installable, and plain about being offline. The service worker keeps the app's
// frame (pages' HTML, hashed assets, icons) and never an API answer.

// The rest of the suite runs without the worker (playwright.config.ts); this spec is about it.
test.use({ serviceWorkers: 'allow' });

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline. Your money will show again when you are back online.' });

async function withServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker now controls the page: load it again through the worker.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the service worker keeps pages and assets, never /trpc answers, and the app opens offline', async ({ page, context }) => {
  await withServiceWorker(page);
  // An API call through the worker (the landing page has asked for the session already).
  expect(await page.evaluate(async () => (await fetch('/trpc/auth.session')).status)).toBe(200);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached).toContain('/dashboard');
  expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/trpc') || url.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your money, in plain sight' })).toBeVisible();
  await expect(notice(page)).toBeVisible();
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
});

test('going offline shows the notice at the top of the page, clear of the bottom bar', { tag: '@phone' }, async ({ page, context }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await context.setOffline(true);
  await expect(notice(page)).toBeVisible();
  const box = (await notice(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(80);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
});
