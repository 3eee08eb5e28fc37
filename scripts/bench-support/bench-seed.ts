// Rows the benchmarks write straight to the tables (sign-up's password hashing and a bank
// link's round trips would only slow the set-up), through the tables' owners where there is one.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/db';
import { insertRequisition } from '../../src/server/modules/ledger/account-queries';

/** A bank link at 'Bench Bank' (the sandbox provider unless told), already linked ('LN'). */
export function benchRequisition(
  db: Db,
  userId: string,
  link: { provider?: string; reference?: string; institutionId?: string; institutionName?: string } = {},
) {
  return insertRequisition(db, {
    userId,
    provider: link.provider ?? 'sandbox',
    reference: link.reference ?? randomUUID(),
    institutionId: link.institutionId ?? 'BENCH',
    institutionName: link.institutionName ?? 'Bench Bank',
    institutionLogo: null,
    returnPath: null,
    status: 'LN',
  });
}
