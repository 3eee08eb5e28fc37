import { z } from 'zod';
import { text } from './fields';

export const createTokenInput = z.object({
  name: text().trim().min(1, 'Please give the token a name').max(60, 'Please give the token a name'),
});

export const tokenIdInput = z.object({ id: z.uuid() });
