import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on notifications); the outbox keeps none. */
  headers?: Record<string, string>;
  /** Not kept in the outbox, only logged: the account-deleted mail must leave no row behind. */
  notKept?: boolean;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Resolves once every mail handed over so far has been delivered, or has failed. */
  idle(): Promise<void>;
  /** Gives mail still on its way up to CLOSE_WAIT_MS to go, then closes. */
  close(): Promise<void>;
};

/** How long a shutdown waits for mail already handed over (a sign-in alert, a reset link). */
const CLOSE_WAIT_MS = 5_000;

/**
 * With SMTP_URL set, mail goes out through nodemailer. Without it, each message is
 * written to the log (links included, so a self-hoster without SMTP can still verify
 * accounts) and kept in the mail_outbox table.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Kysely<Database>; logger: Logger }): Mailer {
  const { smtpUrl, from, db, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    const onTheirWay = new Set<Promise<void>>();
    const idle = async () => {
      while (onTheirWay.size > 0) await Promise.all([...onTheirWay]);
    };
    return {
      // Delivery happens after the answer: how long the SMTP server takes must not tell a
      // caller whether an account exists. Failures are logged.
      async send({ notKept: _notKept, ...message }) {
        const delivery = transport
          .sendMail({ from, ...message })
          .then(() => logger.info({ to: message.to, subject: message.subject }, 'mail sent'))
          .catch((err: unknown) => logger.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent'))
          .finally(() => onTheirWay.delete(delivery));
        onTheirWay.add(delivery);
      },
      idle,
      async close() {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([idle(), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
        clearTimeout(timer);
        transport.close();
      },
    };
  }
  return {
    async send({ notKept, ...message }) {
      if (notKept) {
        logger.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail logged only (no SMTP_URL set)');
        return;
      }
      await db
        .insertInto('mail_outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html ?? null })
        .execute();
      // The links on the log line itself, so a self-hoster without SMTP finds the verification
      // link at a glance rather than inside the text (issue 22, item 10).
      const links = linksIn(message.text);
      logger.info(
        { mail: { to: message.to, subject: message.subject, links, text: message.text } },
        `mail kept in the outbox (no SMTP_URL set): "${message.subject}" to ${message.to}${links[0] ? `, open ${links[0]}` : ''}`,
      );
    },
    // Kept in the outbox before send returns: nothing is ever on its way.
    idle: async () => {},
    close: async () => {},
  };
}

/** The web addresses in a mail's text, in order (the app writes them; the pattern is linear). */
export function linksIn(text: string): string[] {
  // A full stop or comma after a link ends the sentence, not the link.
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
}
