import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

/**
 * Makes a page's goto and reload wait until React has taken over the page. Public pages arrive
 * prerendered (decision 031): until they hydrate, a click on them does nothing, and a test that
 * clicks at once would fail only when the machine is busy. The app marks the moment on
 * <html data-hydrated> (src/client/app.tsx). The `page` fixture is wrapped already; wrap any
 * further page a test opens (`browser.newPage()`, `context.newPage()`) with this too.
 */
export function waitingForHydration(page: Page): Page {
  const hydrated = () =>
    page
      .waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/** Playwright's `test`, with a page that waits for hydration after goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});
