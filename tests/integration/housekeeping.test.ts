import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { maintainEmbeddedDatabase, runHousekeeping } from '../../src/server/jobs/housekeeping';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';

// The hourly housekeeping: what has expired goes, what is live stays; and the maintenance the
// embedded database gets instead of autovacuum runs through the app's own connection.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

const hour = 60 * 60 * 1000;

it('deletes expired sessions, old one-time tokens, old rate-limit windows and old Stripe event ids, and nothing live', async () => {
  const { userId } = await signedInUser(t, 'housekeeping');
  const now = Date.now();
  const hash = () => randomUUID();
  await t.db
    .insertInto('sessions')
    .values([
      { user_id: userId, token_hash: 'expired-session', expires_at: new Date(now - hour), user_agent: null },
      { user_id: userId, token_hash: 'live-session', expires_at: new Date(now + hour), user_agent: null },
    ])
    .execute();
  await t.db
    .insertInto('auth_tokens')
    .values([
      { user_id: userId, purpose: 'reset_password', token_hash: hash(), expires_at: new Date(now - 8 * 24 * hour), used_at: null },
      { user_id: userId, purpose: 'reset_password', token_hash: 'recent-token', expires_at: new Date(now - hour), used_at: null },
    ])
    .execute();
  await t.db
    .insertInto('rate_limits')
    .values([
      { key: 'housekeeping:old', window_start: new Date(now - 2 * 24 * hour), hits: 3 },
      { key: 'housekeeping:new', window_start: new Date(now - hour), hits: 3 },
    ])
    .execute();

  await t.db
    .insertInto('stripe_events')
    .values([
      { id: 'evt_housekeeping_old', type: 'checkout.session.completed', processed_at: new Date(now - 31 * 24 * hour) },
      { id: 'evt_housekeeping_recent', type: 'checkout.session.completed', processed_at: new Date(now - 29 * 24 * hour) },
    ])
    .execute();

  await runHousekeeping({ db: t.db });

  const sessions = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
  expect(sessions.map((s) => s.token_hash)).not.toContain('expired-session');
  expect(sessions.map((s) => s.token_hash)).toContain('live-session');
  const tokens = await t.db.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', userId).where('purpose', '=', 'reset_password').execute();
  expect(tokens.map((r) => r.token_hash)).toEqual(['recent-token']);
  const windows = await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'housekeeping:%').execute();
  expect(windows.map((w) => w.key)).toEqual(['housekeeping:new']);
  const events = await t.db.selectFrom('stripe_events').select('id').where('id', 'like', 'evt_housekeeping_%').execute();
  expect(events.map((e) => e.id)).toEqual(['evt_housekeeping_recent']);
});

it('deletes uploaded statement files past their hour, with their bytes, and keeps live ones', async () => {
  const { userId } = await signedInUser(t, 'housekeeping-uploads');
  const now = Date.now();
  const uploads = await t.db
    .insertInto('import_uploads')
    .values([
      { user_id: userId, file_name: 'old.csv', byte_length: 3, expires_at: new Date(now - hour) },
      { user_id: userId, file_name: 'live.csv', byte_length: 3, expires_at: new Date(now + hour) },
    ])
    .returning(['id', 'file_name'])
    .execute();
  await t.db
    .insertInto('import_upload_parts')
    .values(uploads.map((u) => ({ upload_id: u.id, part: 0, bytes: Buffer.from('a,b') })))
    .execute();
  await runHousekeeping(t);
  const left = await t.db.selectFrom('import_uploads').select('file_name').where('user_id', '=', userId).execute();
  expect(left.map((u) => u.file_name)).toEqual(['live.csv']);
  const parts = await t.db
    .selectFrom('import_upload_parts')
    .select('upload_id')
    .where(
      'upload_id',
      'in',
      uploads.map((u) => u.id),
    )
    .execute();
  expect(parts.map((p) => p.upload_id)).toEqual([uploads.find((u) => u.file_name === 'live.csv')!.id]);
});

it('vacuums and analyses through the app’s connection', async () => {
  await sql`insert into rate_limits (key, window_start, hits) select 'vacuum:' || i, now(), 1 from generate_series(1, 2000) as i`.execute(t.db);

  await maintainEmbeddedDatabase({ db: t.db });

  // Analysed: the planner knows the table's size (reltuples is -1 until then). Vacuumed: its
  // pages are marked all-visible, which only a vacuum does (an analysis only reads the mark).
  const { rows } = await sql<{ reltuples: number; relallvisible: number }>`
    select reltuples, relallvisible from pg_class where relname = 'rate_limits'`.execute(t.db);
  expect(rows[0]!.reltuples).toBeGreaterThanOrEqual(2000);
  expect(rows[0]!.relallvisible).toBeGreaterThan(0);
  await t.db.deleteFrom('rate_limits').where('key', 'like', 'vacuum:%').execute();
});
