// The ledger's face (docs/decisions/037-one-ledger.md): other modules reach accounts and
// transactions' writes through these, never through the ledger's queries.
export type { LedgerAccount, LedgerRow, Origin, RowCategory, WriteCounts } from './ledger-row';
export { writeRows, prepareRows, writePrepared, replacePending, accountClaimsFileRows, type Categorise, type WriteOptions } from './write-rows';
export type { PreparedWrite } from './write-queries';
export { matchFileRows, type FileRowStatus } from './file-matches';
export { handOverSeenRows, deleteBatchRows } from './claim-queries';
export { findSyncedAccount, lockLinkExclusions, upsertAccount, markAccountSynced, insertRequisition, type AccountWrite } from './account-queries';
export { insertManualAccount, findOwnAccount, recomputeManualBalance, MANUAL_PROVIDER, MANUAL_STATUS, type NewManualAccount } from './manual-accounts';
export { afterLedgerChange, topicsOf, type LedgerChange } from './after-change';
export { SAME_PAYMENT_WINDOW_DAYS } from './same-payment';
