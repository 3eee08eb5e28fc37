// The ledger's face (docs/decisions/037-one-ledger.md): other modules reach accounts and
// transactions' writes through these, never through the ledger's queries.
export type { LedgerRow } from './ledger-row';
export { writeRows, prepareRows, writePrepared, replacePending, accountClaimsFileRows, type Categorise } from './write-rows';
export type { PreparedWrite } from './write-queries';
export { matchFileRows, type FileRowStatus } from './file-matches';
export { handOverSeenRows, deleteBatchRows } from './claim-queries';
export {
  findSyncedAccount,
  lockLinkExclusions,
  upsertAccount,
  markAccountSynced,
  insertRequisition,
  adoptSameAccount,
  type AccountWrite,
} from './account-queries';
export * as connections from './connection-queries';
export { insertManualAccount, findOwnAccount, recomputeManualBalance } from './manual-accounts';
export { afterLedgerChange } from './after-change';
