import { expect, test, type Page } from './support/test';
import { e2e } from '../../playwright.config';
import { signInThroughForm, signedInOverApi } from './support/fixtures';
import { totpCode } from '../support/totp';

// Settings > 2FA and passkeys in Chromium with its virtual authenticator (decision 029).
// An IP address cannot be a WebAuthn RP ID: these tests use the app as http://localhost:<port>
// (the server's loopback APP_ORIGIN becomes localhost for passkeys).
const localOrigin = e2e.baseURL.replace('127.0.0.1', 'localhost');
test.use({ baseURL: localOrigin });

/** A verified, onboarded account, signed in on `page` at localhost. */
async function onboardedUser(page: Page, label: string) {
  const { email, password } = await signedInOverApi(page, label, { origin: localOrigin });
  return { email, password };
}

/** Chromium's virtual authenticator: a platform passkey with user verification, always present. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

test('passkeys: add, rename, sign in with one alone and as the step after the password, remove', async ({ page }) => {
  const { email, password } = await onboardedUser(page, 'passkey');
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await page.goto('/settings/2fa');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByLabel('Name for the new passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expect(list.getByText('not used yet')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await list.getByRole('button', { name: 'Rename Work laptop' }).click();
  await page.getByLabel('Passkey name').fill('Home laptop');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Home laptop')).toBeVisible();

  // Without a password: the passkey alone.
  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // With the password, the passkey is the second step.
  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings/2fa');
  await expect(list.getByText(/last used/)).toBeVisible();
  // Where you're signed in: this browser, named from its user agent.
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText(/^Chrome on Linux/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await list.getByRole('button', { name: 'Remove Home laptop' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
});

test('2FA settings: turning on shows the QR code, the key as text and asks for a code, without sideways scrolling', { tag: '@phone' }, async ({ page }) => {
  await onboardedUser(page, 'totp-page');
  await page.goto('/settings/2fa');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByTestId('totp-secret')).toHaveText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "That code didn't work. Please check it and try again." })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** The e2e server's clock: its codes follow it, not this machine's. */
const serverNow = async () => new Date(await (await fetch(`${e2e.controlURL}/now`)).text());

test('2FA with an authenticator app: turned on with a code, then sign-in asks for the next one after the password', async ({ page }) => {
  const { email, password } = await onboardedUser(page, 'totp-sign-in');
  await page.goto('/settings/2fa');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  // The key as text, as a password manager takes it.
  const secret = (await page.getByTestId('totp-secret').textContent())!.replaceAll(' ', '');
  await page.getByLabel('Code').fill(totpCode(secret, await serverNow()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await signOut(page);

  // The password alone is not enough: the code step follows, on its own.
  await signInThroughForm(page, email, password);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(step).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  // A code is used once: the next 30-second step's code (one step of drift is allowed).
  await step.getByLabel('Code from your authenticator app').fill(totpCode(secret, await serverNow(), 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
