import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// e2e runs the built app (npm run build) with a real SMTP capture server and a fresh
// database (Postgres when TEST_DATABASE_URL is set), driving Debian's Chromium.
// The default sits below Linux's ephemeral range (32768-60999): a port in that range can be
// handed to any outgoing connection (the Postgres pool, the SMTP capture) before the e2e
// server listens on it, which once failed CI with EADDRINUSE on port + 1.
const port = Number(process.env.E2E_PORT ?? 21213);
export const e2e = {
  baseURL: `http://127.0.0.1:${port}`,
  controlURL: `http://127.0.0.1:${port + 1}`,
  mailDir: path.join(os.tmpdir(), `plainsight-e2e-mail-${port}`),
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  // One retry in CI only, so that a timing hiccup of a busy 2-core machine does not refuse a
  // landing; the list reporter still names every test that passed only on its retry as
  // "flaky", and such a test is a bug to fix (docs/decisions/016-test-suite.md). Locally, none.
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with the server and two browsers: a long flow (onboarding
  // with a bank link) can pass 30 s when the machine is busy, without anything being wrong.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2e.baseURL,
    // No service worker, except in installable.spec.ts, which is about it. Once the app's worker
    // controls a page (it claims open pages when it activates, at a moment that depends on the
    // machine's speed), the page's requests pass through it, and page.route() no longer sees
    // them: a test that makes payday.set fail got a real save instead, now and then (CI, stop 23).
    // Installing it also cost every test the precache's requests.
    serviceWorkers: 'block',
    // One spec run on its own keeps a trace of each failure. The whole suite (npm test,
    // npm run test:e2e) passes --trace on-first-retry: recording every test's trace only to
    // throw the passing ones away cost about a third of the e2e step's CPU; CI traces the retry.
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's old headless shell (package chromium-headless-shell): the same Blink and V8 as
      // /usr/bin/chromium without the full browser around them, and Playwright's own default for
      // headless runs. The whole suite took 37% less CPU with it (docs/decisions/016-test-suite.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // Phones run only the tests tagged @phone: those whose page is laid out differently at
    // 375 px (navigation, stacked forms and cards, no sideways scrolling, axe at that width).
    // Flows that look the same at any width run once, on desktop (docs/decisions/016-test-suite.md).
    { name: 'mobile', grep: /@phone/, use: { viewport: { width: 375, height: 740 }, hasTouch: true } },
  ],
  webServer: {
    command: `npx tsx tests/e2e/support/e2e-server.ts`,
    url: `${e2e.baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_MAIL_DIR: e2e.mailDir, E2E_NOW: '2026-03-10T12:00:00Z' },
  },
});
