import { z } from 'zod';
import { text } from './fields';

/** How long a new token works, in days; the person picks one at creation. */
export const TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;
export const DEFAULT_TOKEN_LIFETIME_DAYS = 90;

export const createTokenInput = z.object({
  name: text().trim().min(1, 'Please give the token a name').max(60, 'Please give the token a name'),
  expiresInDays: z
    .union(
      TOKEN_LIFETIMES_DAYS.map((d) => z.literal(d)),
      { error: 'Please choose 30, 90 or 365 days' },
    )
    .default(DEFAULT_TOKEN_LIFETIME_DAYS),
});

export const tokenIdInput = z.object({ id: z.uuid() });
