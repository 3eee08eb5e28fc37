import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { e2e } from '../../../playwright.config';
import { createApiClient } from '../../support/api-client';
import { linkSandboxBank } from '../../support/sandbox-link';
import { completeOnboarding, linkFromMail, uniqueEmail } from './fixtures';

/** The e2e server's fixed "now" (playwright.config.ts): the browser's clock is set to it too. */
const E2E_NOW = new Date('2026-03-10T12:00:00Z');

/**
 * A signed-in user who finished onboarding, made over HTTP (sign up, the mailed link,
 * onboarding marked done), optionally with the sandbox bank linked, and the browser's
 * clock set to the server's. Much faster than the UI path, which has its own tests.
 */
export async function onboardedUser(page: Page, label: string, options: { bank?: boolean; payDay?: number; firstName?: string } = {}) {
  const email = uniqueEmail(label);
  const password = 'secret-pass';
  const api = createApiClient(e2e.baseURL);
  await api.trpc.auth.signUp.mutate({ firstName: options.firstName ?? 'Ada', lastName: 'Lovelace', email, password, acceptTerms: true });
  const token = new URL(await linkFromMail(email, 'Confirm your email for Plain Sight')).searchParams.get('token')!;
  await api.trpc.auth.verifyEmail.mutate({ token });
  await completeOnboarding(email, options.payDay);
  if (options.bank !== false) await linkSandboxBank(api);

  await page.clock.install({ time: E2E_NOW });
  const url = new URL(e2e.baseURL);
  await page
    .context()
    .addCookies([...api.cookies].map(([name, value]) => ({ name, value, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' as const })));
  expect(api.cookies.size).toBeGreaterThan(0);
  return { email, password, api };
}

/** '£1,234.56' or '-£12.00' (a leading '+' too) as pence. */
export const penceOf = (text: string) => Math.round(Number(text.replace(/[£,+\s]/g, '')) * 100);

/**
 * axe on the page as it is now: no violation of serious or critical impact. Toasts are left
 * out unless asked for: they come and go with timing (the silent refresh, the bill check);
 * when asked for, they are checked once no animation is running.
 * The pointer is moved off any button first (a hovered button is a state, not the page): to
 * the left edge half-way down, not the top, where hovering the toasts would spread them over
 * the page's tabs.
 */
export async function expectNoSeriousA11yIssues(page: Page, { includeToasts = false } = {}) {
  await page.mouse.move(0, Math.round((page.viewportSize()?.height ?? 740) / 2));
  // A toast that is still fading in or out is half transparent: axe would measure its
  // blended colours, not the ones a person reads once it has arrived.
  if (includeToasts)
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[data-sonner-toaster]')),
      undefined,
      { timeout: 5_000 },
    );
  const builder = new AxeBuilder({ page });
  const { violations } = await (includeToasts ? builder : builder.exclude('[data-sonner-toaster]')).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`)).toEqual([]);
}
