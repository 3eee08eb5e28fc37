import { sql, type Kysely } from 'kysely';

// One ledger (issue 21; docs/decisions/037-one-ledger.md): where a transaction came from is a
// column, not a key prefix or a JSON field.
//
// - origin: 'bank' (a provider's sync wrote it), 'file' (a statement import added it) or
//   'manual' (typed by hand). Every row stored so far is a bank row unless an import added it.
// - import_batch_id: the batch that added a file row (it was raw_data.import.batch). A bank row
//   that claimed an imported one is a bank row: its file key is in import_rows, as before.
//
// The external_key stays as it is ('imp:<row key>' for file rows): it is only the row's key,
// unique per account, and a file key must never meet a bank key. Nothing decides a row's origin
// from it any more. The batch leaves raw_data.import (its line and cells stay); a row whose
// batch no longer exists keeps its raw_data whole and gets no batch.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table transactions add column origin text not null default 'bank'`.execute(db);
  await sql`alter table transactions add constraint transactions_origin_check check (origin in ('bank', 'file', 'manual'))`.execute(db);
  // No action on delete: an undo deletes its rows (in chunks) before its batch, and a batch
  // with rows left cannot go by mistake. An account's or a person's removal takes both at once.
  await sql`alter table transactions add column import_batch_id uuid references import_batches (id)`.execute(db);
  await sql`alter table transactions add constraint transactions_batch_is_file check (import_batch_id is null or origin = 'file')`.execute(db);

  await sql`
    update transactions t set origin = 'file'
    where t.external_key like 'imp:%'`.execute(db);
  await sql`
    update transactions t
    set import_batch_id = b.id, raw_data = t.raw_data #- '{import,batch}'
    from import_batches b
    where t.external_key like 'imp:%' and b.id::text = t.raw_data -> 'import' ->> 'batch' and b.account_id = t.account_id`.execute(db);

  // Undo and the batch's foreign key look rows up by batch; only file rows carry one.
  await sql`create index transactions_import_batch_idx on transactions (import_batch_id) where import_batch_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update transactions set raw_data = jsonb_set(raw_data, '{import,batch}', to_jsonb(import_batch_id::text))
    where import_batch_id is not null and raw_data ? 'import'`.execute(db);
  await sql`drop index if exists transactions_import_batch_idx`.execute(db);
  await sql`alter table transactions drop column import_batch_id`.execute(db);
  await sql`alter table transactions drop column origin`.execute(db);
}
