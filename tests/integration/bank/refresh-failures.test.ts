import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandboxProvider, sandboxCapabilities } from '../../../src/server/modules/bank/providers/sandbox/sandbox-provider';
import type { BankProvider } from '../../../src/server/modules/bank/providers/types';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTestDatabase } from '../../support/test-database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { signedInUser } from '../../support/users';

// A provider that can be told to fail with an internal (non-provider) error.
let failWith: Error | null = null;
let database: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  // The sandbox needs the app's address for its consent links, known once it listens.
  const box: { sandbox?: BankProvider } = {};
  const real = () => box.sandbox!;
  const provider: BankProvider = {
    id: 'sandbox',
    capabilities: sandboxCapabilities,
    listInstitutions: (...a) => real().listInstitutions(...a),
    startLink: (...a) => real().startLink(...a),
    getLink: (...a) => real().getLink(...a),
    getAccountDetails: (...a) => real().getAccountDetails(...a),
    getBalances: (...a) => real().getBalances(...a),
    getTransactions: (...a) => (failWith ? Promise.reject(failWith) : real().getTransactions(...a)),
    removeLink: (...a) => real().removeLink(...a),
  };
  t = await startTestApp({ database, bankProvider: provider, scheduler: false });
  box.sandbox = createSandboxProvider({ db: database.db, appOrigin: t.baseUrl, clock: () => new Date() });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

it('never shows an internal error message to the user', async () => {
  const { client } = await signedInUser(t, 'internal');
  await linkSandboxBank(client);
  failWith = new Error('relation "secret_table" does not exist at 10.1.2.3');
  const result = await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
  failWith = null;
  expect(result).toMatchObject({ status: 'failed', message: 'Failed to refresh your bank data' });
  expect(JSON.stringify(result)).not.toContain('secret_table');
});
