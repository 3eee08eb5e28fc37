import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/mail/mailer';

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

it('idle() resolves once the mail handed over has been accepted by the SMTP server, not before', async () => {
  const smtp = await holdingSmtpServer();
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'hello@plainsight.test', db: noDatabase, logger: pino({ level: 'silent' }) });
  await mailer.send(mail);
  let idle = false;
  const idling = mailer.idle().then(() => (idle = true));
  await smtp.hasArrived;
  await settle();
  expect(idle).toBe(false);
  smtp.release();
  await idling;
  expect(smtp.received).toEqual(['ada@example.com']);
  await mailer.close();
});

it('close() lets mail on its way go first', async () => {
  const smtp = await holdingSmtpServer();
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'hello@plainsight.test', db: noDatabase, logger: pino({ level: 'silent' }) });
  await mailer.send(mail);
  let closed = false;
  const closing = mailer.close().then(() => (closed = true));
  await smtp.hasArrived;
  await settle();
  expect(closed).toBe(false);
  smtp.release();
  await closing;
  expect(smtp.received).toEqual(['ada@example.com']);
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
