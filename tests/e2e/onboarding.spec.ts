import { expect, test } from './support/test';
import { verifiedAccount } from './support/fixtures';

// A 2x2 red PNG.
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

test('a new user goes through every onboarding step, linking the sandbox bank, to the dashboard', { tag: '@phone' }, async ({ page }) => {
  await verifiedAccount(page, 'onboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Plain Sight' })).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  // The step guard: a later step is closed until the one before it is recorded.
  await page.goto('/onboarding/goals');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.getByRole('button', { name: "Let's get started" }).click();

  await expect(page).toHaveURL(/\/onboarding\/payday$/);
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  await page.getByRole('radio', { name: '25th of each month' }).click();
  await page.getByLabel('Name').fill('Rent');
  await page.getByLabel('Amount (£)').fill('-5');
  await expect(page.getByRole('alert')).toHaveText('Amount must be greater than 0');
  await expect(cont).toBeDisabled();
  await page.getByLabel('Amount (£)').fill('950');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Saved data comes back after a reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: '25th of each month' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/goals$/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('checkbox', { name: "Know what's left" }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/connect-bank$/);
  await expect(page.getByRole('button', { name: 'Short History Bank (simulated)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sandbox Bank (simulated)' }).click();
  await page.getByRole('button', { name: 'Allow access' }).click();
  await expect(page.getByText('Bank account connected successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/onboarding\/connect-bank$/);
  await expect(page.getByText(/connected\. You can add more later in Settings\./)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/profile-pic$/);
  // Each step its own number (issue 22): not 'Step 5 of 5' three times.
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  // A text file is refused before upload; a real image is uploaded and shown.
  await page.locator('#avatar-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please upload an image file')).toBeVisible();
  await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(page.getByText('Profile picture uploaded successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^\/api\/avatar\/[0-9a-f-]{36}\?v=\d+$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/paywall$/);
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await expect(page.locator('[data-plan="yearly"]')).toContainText('£39.99');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();

  await expect(page).toHaveURL(/\/onboarding\/complete$/);
  await expect(page.getByText('All done', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('onboarding_data'))).toBeNull();
  // Finished: onboarding now sends the user on.
  await page.goto('/onboarding/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the bank step says so when the banks cannot be loaded or the bank cannot be reached (spec copy)', async ({ page }) => {
  await verifiedAccount(page, 'onboard-bank-fail');
  // Up to the bank step through the API, as the screens do.
  for (const [path, body] of [
    ['onboarding.saveGoals', { goals: ['build-savings'] }],
    ['onboarding.recordStep', { step: 'welcome' }],
    ['onboarding.recordStep', { step: 'payday' }],
    ['onboarding.recordStep', { step: 'goals' }],
  ] as const) {
    const status = await page.evaluate(
      async ([p, b]) => (await fetch(`/trpc/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
      [path, body] as const,
    );
    expect(status, path).toBe(200);
  }
  // The network drops the list of banks, then the request to start a connection.
  await page.route(/\/trpc\/[^?]*bank\.institutions/, (route) => route.abort());
  await page.goto('/onboarding/connect-bank');
  await expect(page.getByText('Failed to load banks. Please try again later.')).toBeVisible();
  await page.unroute(/\/trpc\/[^?]*bank\.institutions/);
  await page.route(/\/trpc\/[^?]*bank\.initiateConnection/, (route) => route.abort());
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('button', { name: 'Sandbox Bank (simulated)' }).click();
  await expect(page.getByText('Failed to connect to your bank. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/connect-bank$/);
});
