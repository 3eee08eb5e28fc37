import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/** The newest message the app kept for `to` (no-SMTP mode), and the link in it. */
export async function latestMail(db: Kysely<Database>, to: string) {
  const mail = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return { ...mail, link: /https?:\/\/\S+/.exec(mail.text_body)?.[0] ?? '' };
}

/**
 * The newest message for `to` with this subject, waiting for it: some mail (password reset)
 * is made after the answer, so an unknown address answers as fast as a known one.
 */
export async function mailWhenSent(db: Kysely<Database>, to: string, subject: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('subject', '=', subject)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (mail) return { ...mail, link: /https?:\/\/\S+/.exec(mail.text_body)?.[0] ?? '' };
    if (Date.now() > until) throw new Error(`No mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const RESET_SUBJECT = 'Reset your Plain Sight password';

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
