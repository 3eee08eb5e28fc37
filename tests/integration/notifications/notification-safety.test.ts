import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { sendWebhook } from '../../../src/server/modules/notifications/channels';
import { queueOnce } from '../../../src/server/modules/notifications/queries';
import { PRIVATE_ADDRESS_MESSAGE, runNotificationPass, unsubscribeUrl } from '../../../src/server/modules/notifications/service';
import type { NotificationSettingsInput } from '../../../src/shared/schemas/notifications';
import { failureOf } from '../../support/api-client';
import { onboardedUser } from '../../support/factories';
import { startHttpReceiver } from '../../support/http-receiver';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';

// Notifications must not reach inside the network, nor carry a token to another host, nor let
// one person's slow endpoint hold up everyone else's (issue 23 items 4, 5, 11, 16; decision 041).

let now = new Date('2026-11-23T09:00:00Z');
const clock = () => now;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
/** The app as tests run it: its stand-ins on loopback may be called (never in production). */
let t: TestApp;
let deps: Deps;
/** The app as production runs it: loopback refused like any private address. */
let guarded: TestApp;

beforeAll(async () => {
  receiver = await startHttpReceiver();
  t = await startTestApp({ clock, scheduler: false });
  deps = await testDeps(t.database, { clock, config: { appOrigin: t.baseUrl } });
  guarded = await startTestApp({ clock, scheduler: false, config: { notify: { allowHosts: [], allowLoopback: false } } });
});
afterAll(async () => {
  await t?.close();
  await guarded?.close();
  await receiver?.close();
  await deps?.events.close();
});

const allOff: NotificationSettingsInput = {
  email: false,
  ntfyUrl: null,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: false, days: 3 },
  bankConsent: { on: false },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
};

/** A TCP server that counts the connections made to it and answers nothing. */
async function connectionCounter() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = { kind: 'test', title: 'Hello', body: 'Body', link: 'https://app.example/x' };

describe('outgoing requests never reach inside the network', () => {
  const inside = [
    'https://127.0.0.1/hook',
    'https://127.1/hook',
    'https://2130706433/hook',
    'https://0x7f.0.0.1/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:a9fe:a9fe]/latest/meta-data',
    'https://localhost/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.5/hook',
    'https://192.168.1.1/hook',
    'https://172.16.0.1:5432/hook',
    'https://172.31.255.255:6379/hook',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://224.0.0.1/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://[ff02::1]/hook',
    'https://[64:ff9b::7f00:1]/hook',
  ];

  it('refuses to save a webhook or ntfy address that is, or resolves to, a private address, in every spelling', async () => {
    const user = await onboardedUser(guarded, 'ssrf-save');
    for (const url of inside) {
      const hook = await failureOf(user.client.trpc.notifications.update.mutate({ ...allOff, webhookUrl: url }));
      expect({ url, message: hook.message }).toEqual({ url, message: PRIVATE_ADDRESS_MESSAGE });
      const topic = await failureOf(user.client.trpc.notifications.update.mutate({ ...allOff, ntfyUrl: url }));
      expect({ url, message: topic.message }).toEqual({ url, message: PRIVATE_ADDRESS_MESSAGE });
    }
    // Plain http to this machine is the tests' allowance only: refused as production refuses it.
    const http127 = await failureOf(user.client.trpc.notifications.update.mutate({ ...allOff, webhookUrl: `${receiver.url}/hook` }));
    expect(http127.message).toBe('Please enter an https:// address');
    // A public address is saved (its name need not resolve here: it is checked again when called).
    const saved = await user.client.trpc.notifications.update.mutate({ ...allOff, webhookUrl: 'https://93.184.215.14/hook' });
    expect(saved.webhookUrl).toBe('https://93.184.215.14/hook');
  });

  it('checks again on connecting: an address saved before (or a name that now resolves inside) is never called', async () => {
    const counter = await connectionCounter();
    try {
      const user = await onboardedUser(guarded, 'ssrf-send');
      // As if the name resolved to a public address when it was saved, and to 127.0.0.1 now.
      await user.client.trpc.notifications.update.mutate({ ...allOff, webhookUrl: 'https://93.184.215.14/hook' });
      await guarded.db
        .updateTable('notification_settings')
        .set({ webhook_url: `https://localhost:${counter.port}/hook`, ntfy_url: `https://127.1:${counter.port}/topic` })
        .where('user_id', '=', user.userId)
        .execute();
      expect(await user.client.trpc.notifications.testSend.mutate({ channel: 'webhook' })).toEqual({ sent: false });
      expect(await user.client.trpc.notifications.testSend.mutate({ channel: 'ntfy' })).toEqual({ sent: false });
      expect(counter.connections()).toBe(0);

      // The same request with the check lifted for the name by the self-hoster does connect
      // (and fails there: the counter speaks no TLS), so the zero above is the guard's doing.
      const allowing = await testDeps(guarded.database, { config: { notify: { allowHosts: ['localhost'], allowLoopback: false } } });
      await expect(sendWebhook(allowing, `https://localhost:${counter.port}/hook`, message)).rejects.toThrow('could not connect');
      expect(counter.connections()).toBe(1);
      await expect(sendWebhook(allowing, `https://127.0.0.1:${counter.port}/hook`, message)).rejects.toThrow('refused');
      expect(counter.connections()).toBe(1);
      await allowing.events.close();
    } finally {
      await counter.close();
    }
  });
});

describe('the ntfy access token', () => {
  it('stays with its server: a topic on another origin, saved without retyping the token, drops it', async () => {
    const user = await onboardedUser(t, 'ntfy-origin');
    const token = 'tk_origin0123456789abcdefghijkl';
    await user.client.trpc.notifications.update.mutate({ ...allOff, ntfyUrl: `${receiver.url}/first`, ntfyToken: token });
    // Another topic on the same server keeps it.
    expect((await user.client.trpc.notifications.update.mutate({ ...allOff, ntfyUrl: `${receiver.url}/second` })).ntfyTokenSet).toBe(true);
    // Another host (same machine, other name): dropped, and never sent there.
    const elsewhere = receiver.url.replace('127.0.0.1', 'localhost');
    expect((await user.client.trpc.notifications.update.mutate({ ...allOff, ntfyUrl: `${elsewhere}/second` })).ntfyTokenSet).toBe(false);
    expect(await user.client.trpc.notifications.testSend.mutate({ channel: 'ntfy' })).toEqual({ sent: true });
    const sent = receiver.on('/second').at(-1)!;
    expect(sent.headers.host).toBe(new URL(elsewhere).host);
    expect(sent.headers.authorization).toBeUndefined();
    // Coming back to the first server does not bring it back either.
    expect((await user.client.trpc.notifications.update.mutate({ ...allOff, ntfyUrl: `${receiver.url}/first` })).ntfyTokenSet).toBe(false);
  });
});

describe('the unsubscribe link', () => {
  it('works for 60 days; after that it says so and points to Settings > Notifications, changing nothing', async () => {
    const user = await onboardedUser(t, 'unsub-expiry');
    await user.client.trpc.notifications.update.mutate({ ...allOff, email: true });
    now = new Date('2026-11-23T09:00:00Z');
    const link = unsubscribeUrl(deps, user.userId);
    const post = () => fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    try {
      // 60 days on, to the minute before: still works (GET only shows the button).
      now = new Date('2027-01-22T08:59:00Z');
      expect((await fetch(link)).status).toBe(200);
      // 60 days and a minute: expired, for GET and POST alike.
      now = new Date('2027-01-22T09:01:00Z');
      const shown = await fetch(link);
      expect(shown.status).toBe(410);
      const page = await shown.text();
      expect(page).toContain('This link has expired');
      expect(page).toContain('href="/settings/notifications"');
      expect((await post()).status).toBe(410);
      expect((await user.client.trpc.notifications.get.query()).email).toBe(true);
      // Before that, the same link unsubscribes.
      now = new Date('2027-01-01T12:00:00Z');
      expect((await post()).status).toBe(200);
      expect((await user.client.trpc.notifications.get.query()).email).toBe(false);
    } finally {
      now = new Date('2026-11-23T09:00:00Z');
    }
  });
});

describe('deliveries', () => {
  it("go out in parallel: one person's webhook that never answers does not delay another's", async () => {
    // Accepts the request and never answers (its 10 s timeout would hold up a pass in series).
    const sockets = new Set<net.Socket>();
    const silent = http.createServer(() => {});
    silent.on('connection', (s) => sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    try {
      const slow = await onboardedUser(t, 'slow-hook');
      const quick = await onboardedUser(t, 'quick-hook');
      await slow.client.trpc.notifications.update.mutate({ ...allOff, billDue: { on: true, days: 3 }, webhookUrl: `${silentUrl}/never` });
      await quick.client.trpc.notifications.update.mutate({ ...allOff, billDue: { on: true, days: 3 }, webhookUrl: `${receiver.url}/quick-hook` });
      // The slow person's reminder is first in line (due earlier).
      const row = { kind: 'billDue', period: '2026-11-25', title: 'Rent is due', body: 'Rent', claimed_at: null };
      await queueOnce(t.db, { ...row, user_id: slow.userId, subject: 'slow', send_after: new Date('2026-11-23T08:00:00Z') } as never);
      await queueOnce(t.db, { ...row, user_id: quick.userId, subject: 'quick', send_after: new Date('2026-11-23T08:30:00Z') } as never);

      const started = Date.now();
      const pass = runNotificationPass(deps);
      while (receiver.on('/quick-hook').length === 0 && Date.now() - started < 4000) await new Promise((r) => setTimeout(r, 20));
      expect(receiver.on('/quick-hook')).toHaveLength(1);
      // ... while the slow one is still waiting for its answer.
      expect(sockets.size).toBe(1);
      for (const s of sockets) s.destroy();
      expect(await pass).toMatchObject({ sent: 1 });
    } finally {
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
