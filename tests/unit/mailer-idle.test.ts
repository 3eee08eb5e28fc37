import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { createMailer, type Mailer } from '../../src/server/mail/mailer';

// The SMTP mailer delivers after the app's answer (decision 043): idle() is what a test (and a
// shutdown) waits on to know that mail handed over has gone. A server that holds each message
// until the test lets it go shows that idle() and close() wait for the delivery itself.

const noDatabase = {} as Kysely<Database>;
let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => closeServer?.());

async function holdingSmtpServer() {
  const received: string[] = [];
  let arrived!: () => void;
  const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        arrived();
        void released.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, received, hasArrived, release };
}

const mail = { to: 'ada@example.com', subject: 'Hello', text: 'Hello Ada' };
/** Lets every callback already due run, so a promise that could resolve now has. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Hands one mail over, then starts `wait` on the mailer: it must not settle while the server
 * holds the mail, and must once the server has accepted it. Returns the mailer.
 */
async function waitsForTheDelivery(wait: (mailer: Mailer) => Promise<void>) {
  const smtp = await holdingSmtpServer();
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'hello@plainsight.test', db: noDatabase, logger: pino({ level: 'silent' }) });
  await mailer.send(mail);
  let settled = false;
  const waiting = wait(mailer).then(() => (settled = true));
  await smtp.hasArrived;
  await settle();
  expect(settled).toBe(false);
  smtp.release();
  await waiting;
  expect(smtp.received).toEqual(['ada@example.com']);
  return mailer;
}

it('idle() resolves once the mail handed over has been accepted by the SMTP server, not before', async () => {
  const mailer = await waitsForTheDelivery((m) => m.idle());
  await mailer.close();
});

it('close() lets mail on its way go first', async () => {
  await waitsForTheDelivery((m) => m.close());
});

it('a mail that cannot be delivered is logged, and idle() still resolves', async () => {
  const smtp = await holdingSmtpServer();
  await closeServer!();
  closeServer = undefined;
  const lines: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'hello@plainsight.test', db: noDatabase, logger });
  await mailer.send(mail);
  await mailer.idle();
  expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['mail could not be sent']);
  await mailer.close();
});
