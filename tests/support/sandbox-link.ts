import { expect } from 'vitest';
import type { ApiClient } from './api-client';

/**
 * Links a sandbox bank the way a browser does: start the link, open the consent page,
 * allow, follow the redirect, complete the connection from the return address.
 */
export async function linkSandboxBank(client: ApiClient, institutionId = 'SANDBOX_BANK_GB') {
  const started = await client.trpc.bank.initiateConnection.mutate({ institutionId });
  const consent = await fetch(started.redirectLink);
  expect(consent.status).toBe(200);
  const decision = await fetch(started.redirectLink, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'choice=allow',
    redirect: 'manual',
  });
  expect(decision.status).toBe(303);
  const back = new URL(decision.headers.get('location')!);
  const requisitionId = back.searchParams.get('requisitionId')!;
  const userId = back.searchParams.get('userId')!;
  const totals = await client.trpc.bank.completeConnection.mutate({ requisitionId, userId });
  return { ...started, returnUrl: back, requisitionId, userId, totals };
}
