import type { Db } from '../../../../db/db';

// The sandbox_links table: the simulated bank's own record of each link (its requisition),
// read and written by the sandbox provider and its consent page only.

export async function insertSandboxLink(db: Db, link: { id: string; institutionId: string; redirectUrl: string; reference: string; accessExpiresAt: Date }) {
  await db
    .insertInto('sandbox_links')
    .values({
      id: link.id,
      institution_id: link.institutionId,
      redirect_url: link.redirectUrl,
      reference: link.reference,
      access_expires_at: link.accessExpiresAt,
    })
    .execute();
}

export function findSandboxLink(db: Db, id: string) {
  return db.selectFrom('sandbox_links').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's answer on the consent page, once: undefined when the link is gone or already answered. */
export function answerSandboxLink(db: Db, id: string, allow: boolean) {
  return db
    .updateTable('sandbox_links')
    .set({ status: allow ? 'LN' : 'RJ' })
    .where('id', '=', id)
    .where('status', 'in', ['CR', 'GC', 'UA'])
    .returning('redirect_url')
    .executeTakeFirst();
}

export async function deleteSandboxLink(db: Db, id: string) {
  await db.deleteFrom('sandbox_links').where('id', '=', id).execute();
}
