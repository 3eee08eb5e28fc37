import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2e } from '../../../playwright.config';
import { createApiClient } from '../../support/api-client';

let seq = 0;
/**
 * A unique address per call, so tests never collide in the shared database. The worker index
 * keeps two Playwright workers apart even within the same millisecond.
 */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-w${process.env.TEST_WORKER_INDEX ?? 0}-${++seq}@example.com`;

/**
 * The first link of the newest mail to `to`, waiting for it to arrive. Mail is delivered
 * after the app answers, so pass `count` to wait for the n-th such mail (a resent link).
 */
export async function linkFromMail(to: string, subject: string, count = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const matching = fs
      .readdirSync(e2e.mailDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(e2e.mailDir, file), 'utf8')) as { to: string[]; text: string })
      .filter((mail) => mail.to.includes(to) && mail.text.includes(`Subject: ${subject}`));
    if (matching.length >= count) {
      const match = /https?:\/\/[^\s"<>]+/.exec(matching.at(-1)!.text);
      if (match) return match[0];
    }
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Marks onboarding done (and sets the pay day when given) through the test server's control port. */
export async function completeOnboarding(email: string, payDay?: number) {
  const query = `email=${encodeURIComponent(email)}${payDay ? `&payDay=${payDay}` : ''}`;
  const res = await fetch(`${e2e.controlURL}/complete-onboarding?${query}`, { method: 'POST' });
  expect(res.status).toBe(204);
}

/** Signs up through the form and lands on 'Check your email'. */
export async function signUpThroughForm(page: Page, email: string, password = 'secret-pass') {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('checkbox', { name: 'I agree to the terms & conditions' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

/** A verified account, made through the UI (sign-up then the mailed link). */
export async function verifiedAccount(page: Page, label: string, password = 'secret-pass') {
  const email = uniqueEmail(label);
  await signUpThroughForm(page, email, password);
  await page.goto(await linkFromMail(email, 'Confirm your email for Plain Sight'));
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  return { email, password };
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A verified account made over HTTP (sign-up, the mailed link), onboarded unless asked not to,
 * and signed in on `page` (its session cookie), for tests whose subject is not the sign-up form:
 * the form and the link through the browser have their own tests (auth.spec.ts,
 * onboarding.spec.ts). Several seconds faster a test than verifiedAccount. `origin` is the
 * address the page uses (two-factor.spec.ts uses localhost).
 */
export async function signedInOverApi(
  page: Page,
  label: string,
  {
    password = 'secret-pass',
    onboarded = true,
    payDay,
    origin = e2e.baseURL,
  }: { password?: string; onboarded?: boolean; payDay?: number; origin?: string } = {},
) {
  const email = uniqueEmail(label);
  const api = createApiClient(e2e.baseURL);
  await api.trpc.auth.signUp.mutate({ firstName: 'Ada', lastName: 'Lovelace', email, password, acceptTerms: true });
  const token = new URL(await linkFromMail(email, 'Confirm your email for Plain Sight')).searchParams.get('token')!;
  await api.trpc.auth.verifyEmail.mutate({ token });
  if (onboarded) await completeOnboarding(email, payDay);
  expect(api.cookies.size).toBeGreaterThan(0);
  const domain = new URL(origin).hostname;
  await page.context().addCookies([...api.cookies].map(([name, value]) => ({ name, value, domain, path: '/', httpOnly: true, sameSite: 'Lax' as const })));
  return { email, password, api };
}

/**
 * Starts the e2e server's instance with this provider beside the sandbox (e2e-server.ts), once
 * for the run, and waits until it listens. Call it from the spec's `test.beforeAll`.
 */
export async function providerInstance(name: 'truelayer' | 'starling' | 'monzo') {
  const res = await fetch(`${e2e.controlURL}/start-instance?name=${name}`, { method: 'POST' });
  expect(res.status, await res.text()).toBe(204);
}
