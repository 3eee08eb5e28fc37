// imports.progress while a confirm runs: the caller chooses the batch id, and each chunk's
// statement moves the batch's rows_done (decisions 026 and 032). Read through the real HTTP
// API while the confirm is in flight, it only ever goes up, stops at chunk boundaries on the way
// (the first chunk is 250 rows, so nothing between 0 and 250 is ever seen), and ends at the
// file's row count with the batch done.
import { randomUUID } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIRST_CHUNK_ROWS } from '../../../src/server/modules/imports/service';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

// 6,000 rows: at least five chunks whatever the database's speed (250, then at most doubling:
// 250 + 500 + 1,000 + 2,000 = 3,750 < 6,000).
const ROWS = 6000;
const file = {
  text: [
    'Date,Description,Amount',
    ...Array.from({ length: ROWS }, (_x, i) => `${String((i % 28) + 1).padStart(2, '0')}/10/2026,SHOP ${i},-${(i % 50) + 1}.00`),
  ].join('\n'),
};

it('advances chunk by chunk to the total while the confirm runs', async () => {
  const user = await signedInUser(t, 'import-progress');
  const batchId = randomUUID();
  let finished = false;
  const confirming = user.client.trpc.imports.confirm
    .mutate({ file, batchId, target: { newAccount: { name: 'Progress', institution: 'Anywhere', type: 'current' } } })
    .finally(() => (finished = true));
  const reads: { status: string; rowsDone: number; rowsTotal: number }[] = [];
  while (!finished) {
    // Not found until the batch row is written, after the file is read.
    const read = await user.client.trpc.imports.progress.query({ batchId }).catch((error: unknown) => {
      if (error instanceof TRPCClientError && error.data?.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (read) reads.push(read);
  }
  expect(await confirming).toMatchObject({ batchId, added: ROWS });

  expect(reads.length).toBeGreaterThan(0);
  for (const r of reads) expect(r.rowsTotal).toBe(ROWS);
  for (let i = 1; i < reads.length; i++) expect(reads[i]!.rowsDone).toBeGreaterThanOrEqual(reads[i - 1]!.rowsDone);
  const during = reads.filter((r) => r.status === 'importing' && r.rowsDone > 0 && r.rowsDone < ROWS).map((r) => r.rowsDone);
  expect(during.length).toBeGreaterThan(0);
  expect(Math.min(...during)).toBeGreaterThanOrEqual(FIRST_CHUNK_ROWS);
  expect(await user.client.trpc.imports.progress.query({ batchId })).toEqual({ status: 'done', rowsDone: ROWS, rowsTotal: ROWS });
});
