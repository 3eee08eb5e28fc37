import type { ApiClient } from './api-client';

/**
 * Links a sandbox bank the way a browser does: start the link, open the consent page,
 * allow, follow the redirect, complete the connection from the return address. Plain
 * checks (no test runner's expect), so vitest and Playwright tests both use it.
 */
export async function linkSandboxBank(client: ApiClient, institutionId = 'SANDBOX_BANK_GB') {
  const started = await client.trpc.bank.initiateConnection.mutate({ institutionId });
  const consent = await fetch(started.redirectLink);
  if (consent.status !== 200) throw new Error(`The consent page answered ${consent.status}`);
  const decision = await fetch(started.redirectLink, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'choice=allow',
    redirect: 'manual',
  });
  if (decision.status !== 303) throw new Error(`Allowing access answered ${decision.status}, not a 303 back to the app`);
  const back = new URL(decision.headers.get('location')!);
  const requisitionId = back.searchParams.get('requisitionId')!;
  const userId = back.searchParams.get('userId')!;
  const totals = await client.trpc.bank.completeConnection.mutate({ requisitionId, userId });
  return { ...started, returnUrl: back, requisitionId, userId, totals };
}
