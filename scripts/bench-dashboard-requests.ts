// Counts the HTTP requests the dashboard's first load makes in a real browser, and how
// many tRPC procedures ride in each batched request. A user with the sandbox bank linked,
// signed in, opens /dashboard in a fresh browser session (so the once-per-session silent
// refresh runs too). Run after `npm run build`:
//   npx tsx scripts/bench-dashboard-requests.ts
import path from 'node:path';
import pino from 'pino';
import { chromium } from '@playwright/test';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createApiClient } from '../tests/support/api-client';
import { linkSandboxBank } from '../tests/support/sandbox-link';

// The sandbox bank's consent page sends the browser back to APP_ORIGIN: a known port.
const port = Number(process.env.BENCH_PORT ?? 39500);
const baseUrl = `http://127.0.0.1:${port}`;
const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent', APP_ORIGIN: baseUrl }), clientDir: path.resolve('dist/client') };
const database = await openDatabase({ databaseUrl: config.databaseUrl });
await migrateToLatest(database.db);
const app = await buildApp(config, { database, logger: pino({ level: 'silent' }) });
await app.listen({ port, host: '127.0.0.1' });

try {
  const email = `bench-dash-${Date.now()}@example.com`;
  const api = createApiClient(baseUrl);
  await api.trpc.auth.signUp.mutate({ firstName: 'Bench', lastName: 'User', email, password: 'bench-password', acceptTerms: true });
  const mail = await database.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
  await api.trpc.auth.verifyEmail.mutate({ token: new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]).searchParams.get('token')! });
  await database.db.updateTable('profiles').set({ onboarding_completed: true, pay_day: 25 }).where('first_name', '=', 'Bench').execute();
  await linkSandboxBank(api);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([...api.cookies].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })));
  const page = await context.newPage();
  const requests: { url: string; type: string }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }));
  const started = Date.now();
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByText('Your money left after bills').waitFor();
  await page
    .getByText(/^-?£[\d,]+\.\d{2}$/)
    .nth(3)
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;

  const api_ = requests.filter((r) => new URL(r.url).pathname.startsWith('/trpc/'));
  const procedures = api_.flatMap((r) => decodeURIComponent(new URL(r.url).pathname.slice('/trpc/'.length)).split(','));
  console.log(
    `dashboard first load: ${requests.length} requests in all (${requests.filter((r) => r.type === 'script').length} scripts, ${requests.filter((r) => r.type === 'stylesheet').length} stylesheets)`,
  );
  console.log(`tRPC: ${api_.length} HTTP requests carrying ${procedures.length} procedure calls`);
  for (const r of api_) console.log(`  ${decodeURIComponent(new URL(r.url).pathname)}`);
  console.log(`four figures shown and network idle after ${elapsed} ms`);
  await browser.close();
} finally {
  await app.close();
  await database.close();
}
