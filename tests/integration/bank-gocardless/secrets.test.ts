import { sql } from 'kysely';
import { TRPCClientError } from '@trpc/client';
import { expect, it } from 'vitest';
import { signedInUser } from '../../support/users';
import { fakeRequisitionFor, useHarness } from './harness';

// The GoCardless secret pair and every token it hands out stay on the server: not in any
// log line (trace level, the app's and the provider's), not in any answer to the browser.

const h = useHarness({ timeoutMs: 500, fake: { accessLifetimeSeconds: 3600, refreshLifetimeSeconds: 7200 } });

it('keeps the secret id, secret key and tokens out of every log line and every answer', async () => {
  const answers: string[] = [];
  const keep = async <T>(promise: Promise<T>): Promise<T | undefined> => {
    try {
      const value = await promise;
      answers.push(JSON.stringify(value));
      return value;
    } catch (error) {
      if (!(error instanceof TRPCClientError)) throw error;
      answers.push(JSON.stringify({ message: error.message, shape: error.shape as unknown, data: error.data as unknown }));
      return undefined;
    }
  };
  /** A new day for the budgets and the user's refresh state, so every step reaches the fake. */
  const newDay = async () => {
    await h.t.db.deleteFrom('provider_call_budgets').execute();
    await h.t.db
      .updateTable('refresh_state')
      .set({ limited_until: null, last_manual_at: sql<Date>`now() - interval '2 minutes'`, forced_count: 0 })
      .execute();
    h.fake.state.accountCalls.clear();
  };
  const { state } = h.fake;
  const { client, userId } = await signedInUser(h.t, 'secrets');

  await keep(client.trpc.bank.institutions.query());
  const started = (await keep(client.trpc.bank.initiateConnection.mutate({ institutionId: 'MONZO_MONZGB2L' })))!;
  const gc = fakeRequisitionFor(h.fake, started.reference);
  await keep(client.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId })); // not consented yet
  state.linkAccounts(gc.id, ['acc-current', 'acc-iban']);
  await keep(client.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId }));
  await keep(client.trpc.bank.refreshAll.mutate({ mode: 'manual' }));

  // Tokens revoked early: renewed with the refresh token; then a whole new pair with the secrets.
  state.revokeAccessTokens();
  await keep(client.trpc.bank.refreshAll.mutate({ mode: 'forced' }));
  state.revokeAccessTokens();
  state.revokeRefreshTokens();
  await keep(client.trpc.bank.refreshAll.mutate({ mode: 'forced' }));

  // Failures, one of them echoing our secrets and the live token back in its text.
  await newDay();
  const echoed = `secret_id=${state.secretId} secret_key=${state.secretKey} token=${state.issuedTokens.at(-2)}`;
  state.failNext({ path: '/accounts/acc-current/balances/', status: 400, body: { summary: 'Invalid request', detail: echoed, status_code: 400 } });
  const echoedAnswer = await keep(client.trpc.bank.refreshAll.mutate({ mode: 'forced' }));
  state.failNext({ path: '/accounts/acc-current/balances/', status: 504 });
  await keep(client.trpc.bank.refreshAll.mutate({ mode: 'forced' }));
  state.delayNext('/accounts/acc-current/balances/', 2000);
  await keep(client.trpc.bank.refreshAll.mutate({ mode: 'forced' }));
  await newDay();
  state.rateLimitNext('/accounts/acc-current/transactions/', { resetSeconds: 30 });
  await keep(client.trpc.bank.refreshAll.mutate({ mode: 'forced' }));
  await keep(client.trpc.bank.refreshAll.mutate({ mode: 'forced' })); // refused
  await newDay();
  state.expireAgreement(gc.agreement);
  const expired = await keep(client.trpc.bank.refreshAll.mutate({ mode: 'forced' }));

  await keep(client.trpc.bank.connections.query());
  await keep(client.trpc.bank.accounts.query());
  await keep(client.trpc.bank.bills.query());
  await keep(client.trpc.bank.removeConnection.mutate({ requisitionId: started.requisitionId }));
  await keep(client.trpc.bank.connections.query());

  // The checks below read real traffic and real output.
  expect(echoedAnswer).toMatchObject({ status: 'failed', reason: 'error' });
  expect(echoedAnswer?.message).toContain('secret_id=[redacted] secret_key=[redacted] token=[redacted]');
  expect(expired).toMatchObject({ status: 'failed', reason: 'invalid_connection' });
  expect(state.count('/token/new/')).toBe(2);
  expect(state.count('/token/refresh/')).toBeGreaterThanOrEqual(1);
  expect(state.issuedTokens.length).toBeGreaterThanOrEqual(5);
  expect(state.count(`/requisitions/${gc.id}/`, 'DELETE')).toBe(1);
  expect(answers).toHaveLength(18);
  expect(answers.some((a) => a.includes('Monzo'))).toBe(true);
  expect(h.logLines.some((l) => l.includes('gocardless request'))).toBe(true);
  expect(h.logLines.some((l) => l.includes('/trpc/bank.refreshAll'))).toBe(true);
  expect(h.logLines.some((l) => l.includes('completing a bank link failed'))).toBe(true);
  // The secrets did travel to the fake, so their absence below is meaningful.
  expect(h.fake.requests.some((r) => r.body.includes(state.secretKey))).toBe(true);

  const secrets = [state.secretId, state.secretKey, ...state.issuedTokens];
  for (const secret of secrets) {
    expect(
      h.logLines.filter((l) => l.includes(secret)),
      `log lines holding ${secret.slice(0, 12)}...`,
    ).toEqual([]);
    expect(
      answers.filter((a) => a.includes(secret)),
      `answers holding ${secret.slice(0, 12)}...`,
    ).toEqual([]);
  }
  expect(h.logLines.filter((l) => /bearer\s+\S/i.test(l))).toEqual([]);
  expect(answers.filter((a) => /bearer\s+\S/i.test(a))).toEqual([]);
});
