import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/app-router';
import { ONBOARDING_STEPS } from '../../src/shared/onboarding';
import { failureOf, type ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { rowsMentioning } from '../support/user-rows';
import { signedInUser } from '../support/users';

// One row per procedure: user B calls it with their own session, passing user A's ids
// wherever the procedure takes one. An id-taking call must answer NOT_FOUND; any other
// must answer with B's data only. After every call, every row that mentions A (any table,
// any column) is exactly as it was. To cover another router, add its name to
// COVERED_ROUTERS, its ids to `Seeded`/`seedA`, and one row per procedure: the
// completeness check fails until every procedure has its row.

const COVERED_ROUTERS = ['onboarding', 'settings', 'tokens'] as const;

type User = { client: ApiClient; userId: string; email: string };
/** A, with the ids of what A owns (the ids B will try). */
type Seeded = User & { marker: string; tokenId: string };
type World = { a: Seeded; b: User };

type Row = {
  procedure: string;
  /** Optional set-up of B's own data before the call. */
  prepare?: (w: World) => Promise<void>;
  /** The call, as B. */
  call: (w: World) => Promise<unknown>;
  /** 'not-found': refused as if A's id did not exist. 'own': succeeds, with B's data only. */
  expect: 'not-found' | 'own';
  /** More checks on an 'own' result. */
  check?: (result: unknown, w: World) => void | Promise<void>;
};

const rows: Row[] = [
  // onboarding
  {
    procedure: 'onboarding.state',
    call: ({ b }) => b.client.trpc.onboarding.state.query(),
    expect: 'own',
    check: (r) => expect(r).toEqual({ steps: [], goals: [], payDay: null, onboardingCompleted: false }),
  },
  { procedure: 'onboarding.saveGoals', call: ({ b }) => b.client.trpc.onboarding.saveGoals.mutate({ goals: ['stop-overspending'] }), expect: 'own' },
  { procedure: 'onboarding.recordStep', call: ({ b }) => b.client.trpc.onboarding.recordStep.mutate({ step: 'welcome' }), expect: 'own' },
  {
    procedure: 'onboarding.complete',
    prepare: async ({ b }) => {
      await b.client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
      for (const step of ONBOARDING_STEPS) await b.client.trpc.onboarding.recordStep.mutate({ step });
    },
    call: ({ b }) => b.client.trpc.onboarding.complete.mutate({ payDay: 3, majorBill: { name: 'B rent', amount: '10' } }),
    expect: 'own',
  },
  // settings
  {
    procedure: 'settings.profile',
    call: ({ b }) => b.client.trpc.settings.profile.query(),
    expect: 'own',
    check: (r, { b }) => expect(r).toMatchObject({ email: b.email, firstName: 'Test' }),
  },
  {
    procedure: 'settings.updateProfile',
    call: ({ b }) => b.client.trpc.settings.updateProfile.mutate({ firstName: 'Bea', lastName: 'B', phoneNumber: '07700 900999' }),
    expect: 'own',
    check: (r, { b }) => expect(r).toMatchObject({ email: b.email, firstName: 'Bea' }),
  },
  {
    procedure: 'settings.changePassword',
    call: ({ b }) => b.client.trpc.settings.changePassword.mutate({ currentPassword: 'secret-pass', newPassword: 'b-new-pass', confirmPassword: 'b-new-pass' }),
    expect: 'own',
  },
  {
    procedure: 'settings.deleteAccount',
    call: ({ b }) => b.client.trpc.settings.deleteAccount.mutate(),
    expect: 'own',
    check: async (_r, { a }) => expect((await a.client.trpc.settings.profile.query()).email).toBe(a.email),
  },
  // tokens
  {
    procedure: 'tokens.list',
    prepare: async ({ b }) => void (await b.client.trpc.tokens.create.mutate({ name: 'b token' })),
    call: ({ b }) => b.client.trpc.tokens.list.query(),
    expect: 'own',
    check: (r) => expect((r as { name: string }[]).map((t) => t.name)).toEqual(['b token']),
  },
  { procedure: 'tokens.create', call: ({ b }) => b.client.trpc.tokens.create.mutate({ name: 'b token' }), expect: 'own' },
  { procedure: 'tokens.revoke', call: ({ a, b }) => b.client.trpc.tokens.revoke.mutate({ id: a.tokenId }), expect: 'not-found' },
];

let t: TestApp;
let a: Seeded;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
  a = await seedA(t);
});
afterAll(() => t?.close());

/** A with something in every table the covered routers touch. */
async function seedA(app: TestApp): Promise<Seeded> {
  const user = await signedInUser(app, 'matrix-a');
  const marker = `alice-${user.userId.slice(0, 8)}`;
  const trpc = user.client.trpc;
  await trpc.settings.updateProfile.mutate({ firstName: marker, lastName: marker, phoneNumber: '+44 7700 900123' });
  await trpc.onboarding.saveGoals.mutate({ goals: ['know-whats-left', 'build-savings'] });
  for (const step of ONBOARDING_STEPS) await trpc.onboarding.recordStep.mutate({ step });
  await trpc.onboarding.complete.mutate({ payDay: 25, majorBill: { name: `${marker} mortgage`, amount: '1,200' } });
  const { id: tokenId } = await trpc.tokens.create.mutate({ name: `${marker} token` });
  return { ...user, marker, tokenId };
}

const snapshotOfA = () => rowsMentioning(t.db, [a.userId, a.email, a.marker]);

it('has a row for every procedure of the covered routers', () => {
  const procedures = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures).filter((p) =>
    COVERED_ROUTERS.some((r) => p.startsWith(`${r}.`)),
  );
  expect(procedures.length).toBeGreaterThan(0);
  expect(rows.map((r) => r.procedure).sort()).toEqual(procedures.sort());
});

describe("user B cannot read or change user A's data", () => {
  for (const row of rows) {
    it(row.procedure, async () => {
      const before = await snapshotOfA();
      expect(Object.keys(before).length).toBeGreaterThan(5);
      const w: World = { a, b: await signedInUser(t, 'matrix-b') };
      await row.prepare?.(w);

      if (row.expect === 'not-found') {
        expect((await failureOf(row.call(w))).data?.code).toBe('NOT_FOUND');
      } else {
        const result = await row.call(w);
        const text = JSON.stringify(result ?? null);
        for (const secret of [a.userId, a.email, a.marker, a.tokenId]) expect(text).not.toContain(secret);
        await row.check?.(result, w);
      }

      expect(await snapshotOfA()).toEqual(before);
      // A is still signed in and whole.
      expect((await a.client.trpc.auth.session.query())?.user.id).toBe(a.userId);
    });
  }
});
