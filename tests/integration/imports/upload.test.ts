// POST /api/imports/upload (issue 23 item 1, docs/decisions/053): a statement file sent as raw
// bytes, kept for the person under an upload id that imports.preview and imports.confirm take.
// Through the real HTTP API on the test database: signed-in people only (cookie or token), the
// origin check, the 10 MB limit (declared or chunked) with nothing stored, another person's id
// refused, an expired id refused, and a real file previewed and confirmed through its id.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE } from '../../../src/shared/schemas/imports';
import { UPLOAD_GONE } from '../../../src/server/modules/imports/uploads';
import { failureOf, type ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

const MB = 1024 * 1024;
const lloyds = readFileSync(new URL('../../fixtures/imports/lloyds.csv', import.meta.url));

// The test's clock: moved forward to see an upload expire.
let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date(now) });
});
afterAll(() => t?.close());

type Sender = { client?: ApiClient; headers?: Record<string, string> };

async function upload(body: BodyInit, { client, headers = {} }: Sender = {}, name = 'lloyds.csv') {
  const send = client?.fetch ?? fetch;
  const response = await send(`${t.baseUrl}/api/imports/upload?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const answer = (await response.json().catch(() => undefined)) as
    { uploadId: string; size: number; expiresAt: string; error?: undefined } | { error: { message: string; data: { code: string } } } | undefined;
  return { status: response.status, answer };
}

async function uploadId(body: BodyInit, sender: Sender) {
  const { status, answer } = await upload(body, sender);
  expect(status).toBe(201);
  if (!answer || answer.error) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
  return answer.uploadId;
}

async function uploadsOf(userId: string) {
  const rows = await t.db
    .selectFrom('import_uploads')
    .leftJoin('import_upload_parts', 'import_upload_parts.upload_id', 'import_uploads.id')
    .select(['import_uploads.id', 'import_upload_parts.part'])
    .where('user_id', '=', userId)
    .execute();
  return { uploads: new Set(rows.map((r) => r.id)).size, parts: rows.filter((r) => r.part !== null).length };
}

/** `bytes` bytes of CSV-looking text, sent in 64 KB chunks with no declared length. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('who may upload', () => {
  it('refuses an upload with no session or token (401), storing nothing', async () => {
    const before = Number(
      (
        await t.db
          .selectFrom('import_uploads')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const { status, answer } = await upload(lloyds);
    expect(status).toBe(401);
    expect(answer?.error?.data.code).toBe('UNAUTHORIZED');
    const after = Number(
      (
        await t.db
          .selectFrom('import_uploads')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBe(before);
  });

  it('refuses a wrong or malformed token (401)', async () => {
    expect((await upload(lloyds, { headers: { authorization: 'Bearer ps_pat_not-a-real-token' } })).status).toBe(401);
    expect((await upload(lloyds, { headers: { authorization: 'Bearer' } })).status).toBe(401);
  });

  it('refuses a signed-in upload sent from another site (403), storing nothing', async () => {
    const user = await signedInUser(t, 'upload-cross-site');
    const { status } = await upload(lloyds, { client: user.client, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(status).toBe(403);
    expect(await uploadsOf(user.userId)).toEqual({ uploads: 0, parts: 0 });
  });

  it('takes a personal access token, as tRPC does, and the file is previewed with the same token', async () => {
    const user = await signedInUser(t, 'upload-token');
    const { token } = await user.client.trpc.tokens.create.mutate({ name: 'script' });
    const script = t.client({ authorization: `Bearer ${token}` });
    const id = await uploadId(lloyds, { client: script });
    const preview = await script.trpc.imports.preview.mutate({ file: { uploadId: id } });
    // lloyds.csv: 3 rows; in 1,850.00; out 38.00 + 9.85 = 47.85.
    expect(preview).toMatchObject({ status: 'parsed', layout: 'lloyds', totalRows: 3, moneyIn: 185000, moneyOut: 4785 });
  });

  it('refuses a file name with control characters or over 255 characters (400), storing nothing', async () => {
    const user = await signedInUser(t, 'upload-name');
    expect((await upload(lloyds, { client: user.client }, 'state\u0001ment.csv')).status).toBe(400);
    expect((await upload(lloyds, { client: user.client }, `${'a'.repeat(252)}.csv`)).status).toBe(400);
    expect(await uploadsOf(user.userId)).toEqual({ uploads: 0, parts: 0 });
  });

  it('refuses a body that is not a file (415)', async () => {
    const user = await signedInUser(t, 'upload-json');
    const response = await user.client.fetch(`${t.baseUrl}/api/imports/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ base64: lloyds.toString('base64') }),
    });
    expect(response.status).toBe(415);
    expect(await uploadsOf(user.userId)).toEqual({ uploads: 0, parts: 0 });
  });
});

describe('size', () => {
  it('refuses a file over 10 MB by its declared length (413) with a clear message, storing nothing', async () => {
    const user = await signedInUser(t, 'upload-large');
    const { status, answer } = await upload(Buffer.alloc(10 * MB + 1, 0x61), { client: user.client });
    expect(status).toBe(413);
    expect(answer?.error?.message).toBe(FILE_TOO_LARGE);
    expect(await uploadsOf(user.userId)).toEqual({ uploads: 0, parts: 0 });
  });

  it('refuses a chunked file once it passes 10 MB (413), storing nothing', async () => {
    const user = await signedInUser(t, 'upload-chunked');
    const { status } = await upload(chunked(11 * MB), { client: user.client });
    expect(status).toBe(413);
    expect(await uploadsOf(user.userId)).toEqual({ uploads: 0, parts: 0 });
  });

  it('keeps a file of exactly 10 MB, in parts of 1 MB', async () => {
    const user = await signedInUser(t, 'upload-ten');
    const id = await uploadId(chunked(10 * MB), { client: user.client });
    expect(await uploadsOf(user.userId)).toEqual({ uploads: 1, parts: 10 });
    const stored = await t.db.selectFrom('import_uploads').select('byte_length').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.byte_length).toBe(10 * MB);
  });

  it('reads a file of several parts back whole and in order', async () => {
    const user = await signedInUser(t, 'upload-parts');
    // 25,000 rows of 128 bytes each (3.05 MB: four parts, rows cut across each boundary), each
    // paying out £1.00 on a day of November 2026: 25,000 rows, money out 25,000 x 100 p.
    const row = (i: number) => `${String(1 + (i % 28)).padStart(2, '0')}/11/2026,${`SHOP ${i}`.padEnd(110, '.')},-1.00\n`;
    const rows = Array.from({ length: 25_000 }, (_, i) => row(i));
    expect(rows.every((r) => r.length === 128)).toBe(true);
    const id = await uploadId(Buffer.from(`Date,Description,Amount\n${rows.join('')}`), { client: user.client });
    expect(await uploadsOf(user.userId)).toEqual({ uploads: 1, parts: 4 });
    const preview = await user.client.trpc.imports.preview.mutate({ file: { uploadId: id } });
    expect(preview).toMatchObject({ status: 'parsed', totalRows: 25_000, moneyIn: 0, moneyOut: 2_500_000, errors: [] });
  });

  it('refuses an empty file (400)', async () => {
    const user = await signedInUser(t, 'upload-empty');
    const { status } = await upload(new Uint8Array(0), { client: user.client });
    expect(status).toBe(400);
    expect(await uploadsOf(user.userId)).toEqual({ uploads: 0, parts: 0 });
  });
});

describe('an upload id', () => {
  let a: { client: ApiClient; userId: string };
  let b: { client: ApiClient; userId: string };
  beforeAll(async () => {
    a = await signedInUser(t, 'upload-a');
    b = await signedInUser(t, 'upload-b');
  });

  it('previews and confirms a real file through its id, and the rows are written once', async () => {
    const id = await uploadId(lloyds, { client: a.client });
    const preview = await a.client.trpc.imports.preview.mutate({ file: { uploadId: id } });
    // The figures of lloyds.csv worked by hand: 12 Nov -38.00, 13 Nov +1,850.00, 14 Nov -9.85;
    // in 185000 p, out 3800 + 985 = 4785 p; the balance after the newest row (14 Nov) 812.40.
    expect(preview).toMatchObject({
      status: 'parsed',
      layout: 'lloyds',
      totalRows: 3,
      newCount: 3,
      dateFrom: '2026-11-12',
      dateTo: '2026-11-14',
      moneyIn: 185000,
      moneyOut: 4785,
      closingBalance: 81240,
    });
    const result = await a.client.trpc.imports.confirm.mutate({
      file: { uploadId: id },
      target: { newAccount: { name: 'Everyday', institution: 'Lloyds', type: 'current' } },
    });
    expect(result).toMatchObject({ added: 3, merged: 0, existing: 0, errors: 0 });
    const rows = await t.db.selectFrom('transactions').select(['date', 'amount']).where('account_id', '=', result.accountId).orderBy('date').execute();
    expect(rows.map((r) => `${r.date}|${r.amount}`)).toEqual(['2026-11-12|-3800', '2026-11-13|185000', '2026-11-14|-985']);
    // The batch keeps the name the file was uploaded with.
    const batch = await t.db.selectFrom('import_batches').select('file_name').where('id', '=', result.batchId).executeTakeFirstOrThrow();
    expect(batch.file_name).toBe('lloyds.csv');
    // The same id confirmed again into the account adds nothing: every row is already there.
    const again = await a.client.trpc.imports.confirm.mutate({ file: { uploadId: id }, target: { accountId: result.accountId } });
    expect(again).toMatchObject({ added: 0, existing: 3 });
  });

  it("refuses another person's upload id in preview and confirm, as if it did not exist, and writes nothing", async () => {
    const id = await uploadId(lloyds, { client: a.client });
    const preview = await failureOf(b.client.trpc.imports.preview.mutate({ file: { uploadId: id } }));
    expect(preview.data?.code).toBe('NOT_FOUND');
    expect(preview.message).toBe(UPLOAD_GONE);
    const confirm = await failureOf(
      b.client.trpc.imports.confirm.mutate({ file: { uploadId: id }, target: { newAccount: { name: 'Stolen', institution: 'Lloyds', type: 'current' } } }),
    );
    expect(confirm.data?.code).toBe('NOT_FOUND');
    const bAccounts = await t.db.selectFrom('bank_accounts').select('id').where('user_id', '=', b.userId).execute();
    expect(bAccounts).toEqual([]);
    // A's upload is still there for A.
    expect((await a.client.trpc.imports.preview.mutate({ file: { uploadId: id } })).status).toBe('parsed');
  });

  it('is read by another instance on the same database (nothing is kept in one instance)', async () => {
    const other = await startTestApp({ scheduler: false, database: t.database });
    try {
      const id = await uploadId(lloyds, { client: a.client });
      // The same browser session, its requests now reaching the other instance.
      const sameSession = other.client({ cookie: [...a.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
      const preview = await sameSession.trpc.imports.preview.mutate({ file: { uploadId: id } });
      expect(preview).toMatchObject({ status: 'parsed', layout: 'lloyds', totalRows: 3, moneyIn: 185000, moneyOut: 4785 });
    } finally {
      await other.close();
    }
  });

  it('refuses an id that was never issued', async () => {
    const failure = await failureOf(a.client.trpc.imports.preview.mutate({ file: { uploadId: '00000000-0000-4000-8000-000000000000' } }));
    expect(failure.data?.code).toBe('NOT_FOUND');
  });

  it('keeps only the newest 3 uploads of a person', async () => {
    const c = await signedInUser(t, 'upload-many');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await uploadId(lloyds, { client: c.client }));
    expect((await uploadsOf(c.userId)).uploads).toBe(3);
    expect((await failureOf(c.client.trpc.imports.preview.mutate({ file: { uploadId: ids[0]! } }))).data?.code).toBe('NOT_FOUND');
    expect((await c.client.trpc.imports.preview.mutate({ file: { uploadId: ids[3]! } })).status).toBe('parsed');
  });

  it('expires after an hour', async () => {
    const id = await uploadId(lloyds, { client: a.client });
    expect((await a.client.trpc.imports.preview.mutate({ file: { uploadId: id } })).status).toBe('parsed');
    now += 61 * 60 * 1000;
    const failure = await failureOf(a.client.trpc.imports.preview.mutate({ file: { uploadId: id } }));
    expect(failure.message).toBe(UPLOAD_GONE);
  });
});
