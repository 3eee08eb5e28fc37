import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginRefresh, endRefresh, heartbeat } from '../../../src/server/modules/bank/refresh-state';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

// Issue 16, item 4: after a crash mid-refresh the user was told 'A refresh is already
// running' for 5 minutes, with waitSeconds 0. A run's claim is now a 30 s lease its owner
// renews; a dead owner's claim is taken over once the lease runs out.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

/** A run that started `startedAgo` seconds ago and last beat `beatAgo` seconds ago, on a server that may be gone. */
const claimedBy = (userId: string, startedAgo: number, beatAgo: number) =>
  t.db
    .insertInto('refresh_state')
    .values({
      user_id: userId,
      running_since: sql<Date>`now() - make_interval(secs => ${startedAgo})`,
      heartbeat_at: sql<Date>`now() - make_interval(secs => ${beatAgo})`,
      run_id: randomUUID(),
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        running_since: sql<Date>`now() - make_interval(secs => ${startedAgo})`,
        heartbeat_at: sql<Date>`now() - make_interval(secs => ${beatAgo})`,
        run_id: randomUUID(),
      }),
    )
    .execute();

describe('a refresh claimed by a run', () => {
  it('that is alive: refused with the true wait until its lease would run out', async () => {
    const { client, userId } = await signedInUser(t, 'alive');
    await linkSandboxBank(client);
    await claimedBy(userId, 120, 5);
    const refused = await client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(refused).toMatchObject({ status: 'refused', reason: 'running', message: 'A refresh is already running' });
    const wait = refused.status === 'refused' ? refused.waitSeconds : NaN;
    expect(wait).toBeGreaterThanOrEqual(24);
    expect(wait).toBeLessThanOrEqual(25);
  });

  it('whose server died a minute ago: taken over, the refresh runs', async () => {
    const { client, userId } = await signedInUser(t, 'crashed');
    await linkSandboxBank(client);
    await claimedBy(userId, 60, 60);
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'ok', message: 'Your financial data has been refreshed' });
    const state = await t.db.selectFrom('refresh_state').select(['running_since', 'run_id']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(state).toEqual({ running_since: null, run_id: null });
  });

  it('whose owner beats: the lease starts again, so a slow bank never loses it', async () => {
    const { userId } = await signedInUser(t, 'beating');
    const run = await beginRefresh(t.db, userId, 'manual');
    const runId = 'runId' in run ? run.runId : '';
    await t.db
      .updateTable('refresh_state')
      .set({ heartbeat_at: sql<Date>`now() - interval '25 seconds'` })
      .where('user_id', '=', userId)
      .execute();
    await heartbeat(t.db, userId, runId);
    // 25 s without the beat would leave 5 s; after it, the whole lease again.
    const refused = await beginRefresh(t.db, userId, 'silent');
    expect(refused).toMatchObject({ reason: 'running' });
    expect('waitSeconds' in refused && refused.waitSeconds).toBeGreaterThanOrEqual(29);
  });

  it('that was taken over: its late heartbeat and end leave the new run’s claim alone', async () => {
    const { userId } = await signedInUser(t, 'late');
    const first = await beginRefresh(t.db, userId, 'manual');
    expect('runId' in first).toBe(true);
    const firstId = 'runId' in first ? first.runId : '';
    // Its server stops beating; 31 s later another run takes the claim over.
    await t.db
      .updateTable('refresh_state')
      .set({ heartbeat_at: sql<Date>`now() - interval '31 seconds'`, last_manual_at: sql<Date>`now() - interval '2 minutes'` })
      .where('user_id', '=', userId)
      .execute();
    const second = await beginRefresh(t.db, userId, 'manual');
    expect('runId' in second).toBe(true);

    await heartbeat(t.db, userId, firstId);
    await endRefresh(t.db, userId, firstId, null);
    expect(await beginRefresh(t.db, userId, 'silent')).toMatchObject({ reason: 'running' });

    await endRefresh(t.db, userId, 'runId' in second ? second.runId : '', null);
    expect(await beginRefresh(t.db, userId, 'silent')).toHaveProperty('runId');
  });
});
