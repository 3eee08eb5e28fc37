// For tests/e2e/subscription.spec.ts: the built client and the app with
// BILLING_PROVIDER=stripe against the fake Stripe, on a clock starting at E2E_NOW, plus
// a control port for what Stripe's side and the set-up do. Prints one JSON line with
// both addresses once ready; stops on SIGTERM.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { latestMail } from '../outbox';
import { startStripeHarness } from './stripe-harness';

const startedAt = Date.now();
const clock = () => new Date(Date.parse(process.env.E2E_NOW ?? new Date(startedAt).toISOString()) + (Date.now() - startedAt));
const h = await startStripeHarness({ clock, config: { clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') } });
const db = h.app.db;
const DAY_MS = 86_400_000;

const userIdOf = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const control = http.createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://control');
    const email = url.searchParams.get('email') ?? '';
    try {
      if (req.method === 'GET' && url.pathname === '/verify-link') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end((await latestMail(db, email)).link);
      } else if (req.method === 'POST' && url.pathname === '/onboard-to-paywall') {
        // The steps before the paywall, as if done through their pages.
        const userId = await userIdOf(email);
        await db.insertInto('user_goals').values({ user_id: userId, goal_type: 'build-savings' }).execute();
        await db
          .insertInto('onboarding_steps')
          .values(['welcome', 'payday', 'goals', 'connect-bank', 'profile-pic'].map((step_name) => ({ user_id: userId, step_name })))
          .execute();
        res.writeHead(204).end();
      } else if (req.method === 'POST' && url.pathname === '/checkout') {
        // The customer pays on Stripe's page; Stripe then sends its events (subscription first).
        const interval = url.searchParams.get('interval') === 'month' ? 'month' : 'year';
        const bought = h.checkout({ userId: await userIdOf(email), email }, interval, new Date(clock().getTime() + (interval === 'month' ? 31 : 365) * DAY_MS));
        const answers = [await h.deliver(bought.subscriptionCreated), await h.deliver(bought.checkoutCompleted)];
        res.writeHead(answers.every((a) => a.status === 200) ? 204 : 500).end();
      } else if (req.method === 'GET' && url.pathname === '/portal-sessions') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(h.fake.portalSessions));
      } else {
        res.writeHead(404).end();
      }
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })();
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
console.log(JSON.stringify({ baseUrl: h.app.baseUrl, controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}` }));

const stop = async () => {
  control.close();
  await h.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
