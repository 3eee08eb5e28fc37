import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/** The newest message the app kept for `to` (no-SMTP mode), and the link in it. */
export async function latestMail(db: Kysely<Database>, to: string) {
  const mail = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return { ...mail, link: /https?:\/\/\S+/.exec(mail.text_body)?.[0] ?? '' };
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in mail: ${text}`);
  return match[0];
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
