import { createGoCardlessProvider } from '../../../src/server/modules/bank/providers/gocardless/gocardless-provider';
import type { BankProvider } from '../../../src/server/modules/bank/providers/types';
import { startFakeGoCardless, type FakeGoCardless, type FakeGoCardlessOptions } from './fake-gocardless-server';
import { captureLogs } from './log-capture';

export type GoCardlessHarness = {
  fake: FakeGoCardless;
  provider: BankProvider;
  /** Every log line the provider wrote (trace level, unredacted). */
  logLines: string[];
  close(): Promise<void>;
};

/** The fake API plus a provider pointed at it with the fake's secret pair. */
export async function startGoCardlessHarness(
  options: FakeGoCardlessOptions & { timeoutMs?: number; clientSecretKey?: string } = {},
): Promise<GoCardlessHarness> {
  const fake = await startFakeGoCardless(options);
  const { logger, lines } = captureLogs();
  const provider = createGoCardlessProvider({
    baseUrl: fake.baseUrl,
    secretId: fake.state.secretId,
    secretKey: options.clientSecretKey ?? fake.state.secretKey,
    timeoutMs: options.timeoutMs,
    logger,
  });
  return { fake, provider, logLines: lines, close: () => fake.close() };
}

/** Runs startLink and has the fake user finish at the bank with `accountIds`. */
export async function linkedRequisition(h: GoCardlessHarness, accountIds: string[], institutionId = 'MONZO_MONZGB2L') {
  const { data } = await h.provider.startLink({
    institutionId,
    redirectUrl: 'https://app.example.test/bank/callback',
    reference: `ref-${Math.random().toString(36).slice(2)}`,
  });
  h.fake.state.linkAccounts(data.requisitionId, accountIds);
  return data.requisitionId;
}

/** The rejection of `promise`, failing the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection, but the promise resolved');
}
