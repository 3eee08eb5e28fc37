import { z } from 'zod';

export const createTokenInput = z.object({
  name: z.string().trim().min(1, 'Please give the token a name').max(60, 'Please give the token a name'),
});

export const tokenIdInput = z.object({ id: z.uuid() });
