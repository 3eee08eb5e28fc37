import { z } from 'zod';
import { emailField } from './auth';

export const worksheetRequestInput = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Your name must be at most 100 characters'),
  email: emailField,
});
export type WorksheetRequestInput = z.input<typeof worksheetRequestInput>;
