import { z } from 'zod';
import { emailField } from './auth';
import { personName } from './fields';

export const worksheetRequestInput = z.object({
  name: personName('name'),
  email: emailField,
});
