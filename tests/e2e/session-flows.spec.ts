import { expect, test, type Page, waitingForHydration } from './support/test';
import { linkFromMail, signUpThroughForm, uniqueEmail, signedInOverApi } from './support/fixtures';
import { onboardedUser } from './support/money-fixtures';

// Issue 16 items 9 to 12: sign-in and sign-out flows that could leave a person stranded.

// tRPC batches calls made together into one request (/trpc/auth.signOut,bank.refreshAll when the
// silent bank refresh goes out in the same tick), so a sign-out is any request that names it.
const namesSignOut = (pathname: string) => pathname.startsWith('/trpc/') && pathname.slice('/trpc/'.length).split(',').includes('auth.signOut');
const isSignOut = (url: URL) => namesSignOut(url.pathname);

test('a sign-out the server never hears is retried, and said only once the session is over', async ({ page }) => {
  await onboardedUser(page, 'so-lost', { bank: false });
  await page.goto('/settings');
  // Unreachable throughout: the person stays signed in and is told so.
  const signOuts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/') && request.method() === 'POST') signOuts.push(new URL(request.url()).pathname);
  });
  await page.route(isSignOut, (route) => route.abort());
  const signOut = page.getByRole('main').getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeEnabled();
  await signOut.click();
  // Three tries, each lost, before the person is told (a message names the calls if not).
  await expect.poll(() => signOuts.filter(namesSignOut).length, { message: `mutations sent: ${signOuts.join(' | ')}` }).toBe(3);
  await expect(page.getByText("We couldn't sign you out. Please check your connection and try again.")).toBeVisible();
  await expect(page.getByText('Logged out successfully')).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);

  // Only the first call is lost: the retry ends the session.
  await page.unroute(isSignOut);
  let lost = 0;
  await page.route(isSignOut, (route) => (lost++ === 0 ? route.abort() : route.continue()));
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  // Someone who just signed out has an account: the sign-in form, not "Create your account".
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(lost).toBe(2);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a session ended in another tab: Add Bill sends the person to /auth, and /auth stays', async ({ page }) => {
  const { api } = await onboardedUser(page, 'lost-elsewhere', { bank: false });
  await page.goto('/bills');
  await page.getByRole('button', { name: 'Add Bill' }).click();
  const add = page.getByRole('dialog', { name: 'Add Bill' });
  await add.getByLabel('Category', { exact: true }).selectOption('Rent');
  await add.getByLabel('Amount (£)').fill('950');
  // The page's cookie is this client's session: signing it out is signing out in another tab.
  await api.trpc.auth.signOut.mutate();
  await add.getByRole('button', { name: 'Add Bill' }).click();
  await expect(page.getByText('You need to be logged in to add bills')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("'Check your email' moves on when the link is opened in another tab", async ({ page }) => {
  const email = uniqueEmail('other-tab');
  await signUpThroughForm(page, email);
  const link = await linkFromMail(email, 'Confirm your email for Plain Sight');
  const other = waitingForHydration(await page.context().newPage());
  await other.goto(link);
  await expect(other).toHaveURL(/\/onboarding\/welcome$/);
  // To /dashboard, which sends a user who has not finished onboarding on to it.
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await other.close();
});

test('a malformed link says so in plain words', async ({ page }) => {
  await page.goto('/verify-email?token=abc');
  await expect(page.getByText('This verification link is invalid or has expired. Please request a new one.')).toBeVisible();
  await expect(page.getByText(/too small/i)).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.goto('/reset-password?token=abc');
  await expect(page.getByText('Invalid or expired reset link')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an expired reset link, and Back from the reset request, return to sign-in, not sign-up', async ({ page }) => {
  await page.goto('/reset-password?token=this-token-was-never-issued-by-the-app');
  await expect(page.getByText('Invalid or expired reset link')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/request-password-reset$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Sign-up chosen again is also kept across Back.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.goto('/request-password-reset');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

/** Records every onboarding step as the step pages do (goals saved first), so /onboarding/complete opens. */
async function recordAllSteps(page: Page) {
  const call = (path: string, input: unknown) =>
    page.evaluate(
      ([p, body]) => fetch(`/trpc/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status),
      [path, input] as const,
    );
  expect(await call('onboarding.saveGoals', { goals: ['know-whats-left'] })).toBe(200);
  for (const step of ['welcome', 'payday', 'goals', 'connect-bank', 'profile-pic', 'paywall']) {
    expect(await call('onboarding.recordStep', { step }), step).toBe(200);
  }
}

test('a failed save on the complete step offers Back and Try again', async ({ page }) => {
  await signedInOverApi(page, 'complete-fails', { onboarded: false });
  await page.goto('/onboarding/welcome');
  await recordAllSteps(page);
  let failures = 2;
  await page.route(
    (url) => url.pathname.endsWith('/onboarding.complete'),
    (route) => (failures-- > 0 ? route.abort() : route.continue()),
  );
  const problem = page.getByText('There was a problem saving your information. Please try again.');

  await page.goto('/onboarding/complete');
  await expect(problem).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/paywall$/);

  await page.goto('/onboarding/complete');
  await expect(problem).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
