import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrerenderedPages } from '../../scripts/vite/prerender';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';

// Issue 17: the public pages arrive prerendered (built here by the build's own prerender
// step from the real client), signed-in pages open on the shell's skeleton, every page has
// its own title, and an unknown path is a 404 with the 404 page.

let t: TestApp;
let clientDir: string;
const template = `<!doctype html>
<html lang="en-GB">
  <head><title>Plain Sight: your money, in plain sight</title></head>
  <body>
    <div id="root"><!--app-shell-skeleton--><div role="status" aria-label="Loading">shell skeleton</div><!--/app-shell-skeleton--></div>
    <script type="module" src="/assets/index-abc123.js"></script>
  </body>
</html>`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plainsight-pages-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), template);
  await writePrerenderedPages(path.resolve('src/client'), clientDir);
  t = await startTestApp({ scheduler: false, config: { clientDir } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.baseUrl}${pathname}`, { headers });
  return { status: res.status, html: await res.text(), cacheControl: res.headers.get('cache-control') };
}

describe('prerendered public pages', () => {
  it('sends the landing page and /auth with their content in the HTML, marked for hydration, with their titles', async () => {
    const landing = await page('/');
    expect(landing.status).toBe(200);
    expect(titleOf(landing.html)).toBe('Plain Sight: your money, in plain sight');
    expect(landing.html).toContain('<div id="root" data-prerendered="/">');
    expect(landing.html).toContain('Your money, in plain sight');
    expect(landing.html).not.toContain('shell skeleton');
    // No inline script: the Content-Security-Policy would block it.
    expect(landing.html).not.toMatch(/<script>/);
    expect(landing.cacheControl).toBe('no-cache');

    const auth = await page('/auth?mode=signup');
    expect(titleOf(auth.html)).toBe('Sign in or sign up - Plain Sight');
    expect(auth.html).toContain('data-prerendered="/auth"');
    expect(auth.html).toContain('Create your account');

    const reset = await page('/request-password-reset');
    expect(titleOf(reset.html)).toBe('Reset your password - Plain Sight');
    expect(reset.html).toContain('data-prerendered="/request-password-reset"');
  });

  it('answers an unknown path with HTTP 404 and the prerendered 404 page', async () => {
    const missing = await page('/no/such/page');
    expect(missing.status).toBe(404);
    expect(titleOf(missing.html)).toBe('Page not found - Plain Sight');
    expect(missing.html).toContain('data-prerendered="404"');
    expect(missing.html).toContain('Oops! Page not found');
  });

  it('sends a signed-in visitor the plain page for the visitor-only pages, and the reset page as built', async () => {
    const { client } = await signedInUser(t, 'pages');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const auth = await page('/auth', { cookie });
    expect(auth.status).toBe(200);
    expect(titleOf(auth.html)).toBe('Sign in or sign up - Plain Sight');
    expect(auth.html).not.toContain('data-prerendered');
    expect(auth.html).not.toContain('Create your account');
    const reset = await page('/reset-password?token=x', { cookie });
    expect(reset.html).toContain('data-prerendered="/reset-password"');
  });
});

describe('other pages', () => {
  it('opens the signed-in pages on the shell skeleton, each with its own title', async () => {
    for (const [pathname, title] of [
      ['/transactions?tab=all', 'Transactions - Plain Sight'],
      ['/dashboard', 'Home - Plain Sight'],
      ['/bills/', 'My Bills - Plain Sight'],
      ['/settings/payday', 'Pay day - Plain Sight'],
    ] as const) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(200);
      expect(titleOf(html), pathname).toBe(title);
      expect(html, pathname).toContain('shell skeleton');
      expect(html, pathname).not.toContain('data-prerendered');
    }
  });

  it('leaves the skeleton out of pages outside the app shell', async () => {
    const verify = await page('/verify-email');
    expect(titleOf(verify.html)).toBe('Verify your email - Plain Sight');
    expect(verify.html).toContain('<div id="root"></div>');
    const onboarding = await page('/onboarding/welcome');
    expect(titleOf(onboarding.html)).toBe('Getting started - Plain Sight');
    expect(onboarding.html).not.toContain('shell skeleton');
  });
});
