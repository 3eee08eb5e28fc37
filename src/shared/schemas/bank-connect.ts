import { z } from 'zod';

// Bank connect inputs added for several providers and the consent lifecycle (issue 13).

/** The pages a bank connection can be started from; the person comes back to the same one. */
export const bankReturnPath = z.enum(['/money', '/onboarding/connect-bank', '/settings/bank-connections', '/dashboard']);
export type BankReturnPath = z.infer<typeof bankReturnPath>;

/** An enabled provider's id, as bank.providers lists it (the server refuses any other). */
export const bankProviderId = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);

/**
 * A provider linked with a token the person pastes (capabilities.linking 'token'): checked at
 * once, kept sealed, never shown again. `reconnect`: a connection whose token stopped working.
 */
export const linkWithTokenInput = z.object({
  provider: bankProviderId,
  institutionId: z.string().min(1).max(100),
  token: z.string().trim().min(8, 'Paste the whole token.').max(4096),
  reconnect: z.uuid().optional(),
});

/** "Renew access": only after the person confirmed they still want the app to read their bank. */
export const renewConnectionInput = z.object({
  requisitionId: z.uuid(),
  reconfirmed: z.literal(true),
  returnPath: bankReturnPath.default('/settings/bank-connections'),
});
