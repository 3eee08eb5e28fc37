// The app as e2e tests meet it: the built client, a fresh database, mail through a
// real SMTP server on loopback whose messages land as JSON files in E2E_MAIL_DIR, and
// a small control port for test set-up the UI cannot do yet (onboarding arrives later).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { createSandboxProvider } from '../../../src/server/modules/bank/providers/sandbox/sandbox-provider';
import { sealedRowStore } from '../../../src/server/modules/bank/providers/truelayer/truelayer-token-queries';
import { sealedTokenStore } from '../../../src/server/modules/bank/providers/truelayer/truelayer-token-store';
import { createTrueLayerProvider } from '../../../src/server/modules/bank/providers/truelayer/truelayer-provider';
import { createSecretBox } from '../../../src/server/security/secret-box';
import { startFakeTrueLayer } from '../../support/fake-truelayer/fake-truelayer-server';
import { startFakeStarling } from '../../support/fake-starling/fake-starling-server';
import { fakeMonzoClient, startFakeMonzo } from '../../support/fake-monzo/fake-monzo-server';
import { monzoCustomer } from '../../support/fake-monzo/fake-monzo-fixtures';
import { createMonzoProvider, type MonzoSecret } from '../../../src/server/modules/bank/providers/monzo/monzo-provider';
import { linkSecretStore } from '../../../src/server/modules/bank/providers/link-secrets';
import { STARLING_E2E_TOKEN, starlingCustomer } from '../../support/fake-starling/fake-starling-fixtures';
import { httpsFetch } from '../../support/fake-truelayer/https-fetch';
import { trueLayerBankConfig } from '../../support/fake-truelayer/truelayer-app';
import { startSmtpCapture } from '../../support/smtp-capture';
import { testConfig } from '../../support/test-config';
import { createTestDatabase } from '../../support/test-database';

const port = Number(process.env.E2E_PORT);
const mailDir = process.env.E2E_MAIL_DIR!;
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = await startSmtpCapture((mail) => {
  // Written aside, then renamed: a reader never sees half a file.
  const file = path.join(mailDir, `${String(++count).padStart(5, '0')}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
  fs.renameSync(`${file}.tmp`, file);
});
const database = await createTestDatabase();
// Uploads (avatars) go to a throwaway folder, not the working tree's ./data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plainsight-e2e-data-'));
const config = testConfig({
  port,
  appOrigin: `http://127.0.0.1:${port}`,
  smtpUrl: smtp.url,
  clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'),
  dataDir,
});
// The bank sandbox's "now" starts at a fixed instant (E2E_NOW) and runs on from there, so
// the generated history, pending days and pay cycles are the same on every run.
const startedAt = Date.now();
const clock = () => new Date(Date.parse(process.env.E2E_NOW ?? new Date(startedAt).toISOString()) + (Date.now() - startedAt));
const app = await buildApp(config, { database, logger: pino({ level: 'warn' }), clock });

// Instances with another provider beside the sandbox, on the same database, each on its own
// port: TrueLayer (E2E_PORT + 2), Starling (+ 3), Monzo (+ 4). Each starts the first time a
// spec asks for it on the control port (POST /start-instance?name=...), not with every run:
// only the bank-<provider> specs use them, and four apps with their stand-ins cost seconds at
// start. They run no scheduled jobs: the first instance's jobs already serve the database,
// and four sets of them (refresh, notifications, the embedded vacuum) competed with the tests.
// The first instance stays sandbox-only, so every other spec sees the app exactly as before.
type Instance = { close: () => Promise<void> };
const instanceStarters: Record<string, () => Promise<Instance>> = {
  truelayer: async () => {
    const fakeTrueLayer = await startFakeTrueLayer({ tls: true });
    const trueLayerPort = port + 2;
    const trueLayerConfig = testConfig({
      ...config,
      port: trueLayerPort,
      appOrigin: `http://127.0.0.1:${trueLayerPort}`,
      bank: trueLayerBankConfig(fakeTrueLayer),
    });
    const trueLayerApp = await buildApp(trueLayerConfig, {
      database,
      logger: pino({ level: 'warn' }),
      clock,
      scheduler: false,
      bankProviders: [
        createTrueLayerProvider({
          config: trueLayerConfig.bank.truelayer!,
          logger: pino({ level: 'warn' }),
          store: sealedTokenStore(sealedRowStore(database.db), createSecretBox(randomBytes(32))),
          stateKey: randomBytes(32),
          // Node's fetch trusts the stand-in's self-signed certificate only here.
          fetch: httpsFetch(fakeTrueLayer.ca!),
        }),
        createSandboxProvider({ db: database.db, appOrigin: trueLayerConfig.appOrigin, clock }),
      ],
    });
    await trueLayerApp.listen({ port: trueLayerPort, host: '127.0.0.1' });
    return { close: async () => (await trueLayerApp.close(), await fakeTrueLayer.close()) };
  },
  // One Starling customer behind STARLING_E2E_TOKEN.
  starling: async () => {
    const fakeStarling = await startFakeStarling();
    fakeStarling.state.addHolder(STARLING_E2E_TOKEN, starlingCustomer(new Date(process.env.E2E_NOW ?? startedAt)));
    const starlingPort = port + 3;
    const starlingConfig = testConfig({
      ...config,
      port: starlingPort,
      appOrigin: `http://127.0.0.1:${starlingPort}`,
      bank: { ...config.bank, provider: 'starling', providers: ['starling', 'sandbox'], starling: { apiUrl: fakeStarling.baseUrl } },
    });
    const starlingApp = await buildApp(starlingConfig, { database, logger: pino({ level: 'warn' }), clock, scheduler: false });
    await starlingApp.listen({ port: starlingPort, host: '127.0.0.1' });
    return { close: async () => (await starlingApp.close(), await fakeStarling.close()) };
  },
  // The Monzo stand-in approves on its page at once; the person "approves in the Monzo app" 2 s
  // after the app first asks.
  monzo: async () => {
    const fakeMonzo = await startFakeMonzo({ tls: true });
    fakeMonzo.state.customer = monzoCustomer(new Date(process.env.E2E_NOW ?? startedAt));
    fakeMonzo.state.autoApproveAfterMs = 2_000;
    const monzoPort = port + 4;
    const monzoConfig = testConfig({
      ...config,
      port: monzoPort,
      appOrigin: `http://127.0.0.1:${monzoPort}`,
      bank: {
        ...config.bank,
        provider: 'monzo',
        providers: ['monzo', 'sandbox'],
        monzo: { clientId: fakeMonzoClient.id, clientSecret: fakeMonzoClient.secret, authUrl: fakeMonzo.baseUrl, apiUrl: fakeMonzo.baseUrl },
      },
    });
    const monzoApp = await buildApp(monzoConfig, {
      database,
      logger: pino({ level: 'warn' }),
      clock,
      scheduler: false,
      bankProviders: [
        createMonzoProvider({
          config: monzoConfig.bank.monzo!,
          logger: pino({ level: 'warn' }),
          store: linkSecretStore<MonzoSecret>(database.db, createSecretBox(randomBytes(32)), 'monzo'),
          stateKey: randomBytes(32),
          // Node's fetch trusts the stand-in's self-signed certificate only here.
          fetch: httpsFetch(fakeMonzo.ca!),
        }),
        createSandboxProvider({ db: database.db, appOrigin: monzoConfig.appOrigin, clock }),
      ],
    });
    await monzoApp.listen({ port: monzoPort, host: '127.0.0.1' });
    return { close: async () => (await monzoApp.close(), await fakeMonzo.close()) };
  },
};
/** Started once, whichever worker asks first; the others wait for the same start. */
const instances = new Map<string, Promise<Instance>>();
const startInstance = (name: string) => {
  let started = instances.get(name);
  if (!started) {
    started = instanceStarters[name]!();
    instances.set(name, started);
  }
  return started;
};
await app.listen({ port, host: '127.0.0.1' });

const control = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  const email = url.searchParams.get('email') ?? '';
  if (req.method === 'POST' && url.pathname === '/complete-onboarding') {
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const payDay = Number(url.searchParams.get('payDay')) || null;
    if (user)
      await database.db
        .updateTable('profiles')
        .set({ onboarding_completed: true, ...(payDay ? { pay_day: payDay } : {}) })
        .where('id', '=', user.id)
        .execute();
    res.writeHead(user ? 204 : 404).end();
    return;
  }
  if (req.method === 'POST' && url.pathname === '/start-instance') {
    const name = url.searchParams.get('name') ?? '';
    if (!Object.hasOwn(instanceStarters, name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      await startInstance(name);
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
    return;
  }
  // As if the person signed in 11 minutes ago: actions that need a recent password ask for it
  // again (recent-authentication.spec.ts, decision 041).
  if (req.method === 'POST' && url.pathname === '/age-sessions') {
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (user)
      await database.db
        .updateTable('sessions')
        .set({ authenticated_at: sql`now() - interval '11 minutes'` })
        .where('user_id', '=', user.id)
        .execute();
    res.writeHead(user ? 204 : 404).end();
    return;
  }
  // A price rise on one of the person's bank bills, as the detection records it (issue 25):
  // the amount before and the day of the first higher payment (subscriptions.spec.ts).
  if (req.method === 'POST' && url.pathname === '/price-rise') {
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const bill = user
      ? await database.db
          .selectFrom('bank_bills')
          .select(['account_id', 'vendor'])
          .where('user_id', '=', user.id)
          .where('id', '=', url.searchParams.get('bill') ?? '')
          .executeTakeFirst()
      : undefined;
    // The payments before the day become the old price, so the bank's own rows show the rise
    // and the detection, run again after any change, finds it too (it clears a rise it cannot see).
    if (user && bill) {
      await database.db
        .updateTable('transactions')
        .set({ amount: -Number(url.searchParams.get('from')) })
        .where('user_id', '=', user.id)
        .where('account_id', '=', bill.account_id)
        .where('date', '<', url.searchParams.get('on') ?? '')
        .where('amount', '<', 0)
        .where((eb) => eb.or([eb('counterparty', 'ilike', `%${bill.vendor}%`), eb('description', 'ilike', `%${bill.vendor}%`)]))
        .execute();
    }
    const result = user
      ? await database.db
          .updateTable('bank_bills')
          .set({ previous_amount: Number(url.searchParams.get('from')), amount_changed_on: url.searchParams.get('on') })
          .where('user_id', '=', user.id)
          .where('id', '=', url.searchParams.get('bill') ?? '')
          .executeTakeFirst()
      : undefined;
    res.writeHead(result && Number(result.numUpdatedRows) > 0 ? 204 : 404).end();
    return;
  }
  // The server's clock (E2E_NOW plus the time since start), for codes an authenticator app
  // would show at that moment (two-factor.spec.ts).
  if (req.method === 'GET' && url.pathname === '/now') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(clock().toISOString());
    return;
  }
  res.writeHead(404).end();
});
control.listen(port + 1, '127.0.0.1');

const stop = async () => {
  control.close();
  for (const started of instances.values()) await (await started.catch(() => null))?.close();
  await app.close();
  await database.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
